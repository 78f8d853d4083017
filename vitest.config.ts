import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // Every core: Vitest leaves one free by default, which on a 2-core CI machine is one worker (70 s
    // against 46 s for the whole run).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    // Image builds in beforeAll hooks take seconds, more on a busy machine.
    hookTimeout: 60_000,
  },
});
