import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    // Image builds in beforeAll hooks take seconds, more on a busy machine.
    hookTimeout: 60_000,
  },
});
