import { spawnSync } from "node:child_process";

/** `npm test`: every check in order, stopping at the first that fails. */
const steps: [string, string[]][] = [
  ["typecheck", ["npm", "run", "-s", "typecheck"]],
  ["lint", ["npm", "run", "-s", "lint"]],
  ["unit tests", ["npx", "vitest", "run"]],
  ["end-to-end and visual tests", ["npx", "tsx", "scripts/playwright.ts"]],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command as string, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✓ typecheck, lint, unit, end-to-end and visual tests all passed");
