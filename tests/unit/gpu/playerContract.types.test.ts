import { describe, expect, it } from "vitest";
import type { Player, Playing } from "../../../src/gpu/player.ts";

/*
 * The player contract is whole: a player that cannot be driven (no seek, no settle) does not compile,
 * rather than compiling and leaving a change a finger drives standing still. `npm run typecheck` checks
 * the @ts-expect-error lines: were seek or settle optional again, they would be unused errors.
 */
describe("the player contract", () => {
  it("refuses a player without seek or settle at compile time", () => {
    const done = Promise.resolve();
    // @ts-expect-error seek and settle are missing: a change it plays could never be driven.
    const pressOnly: Playing = { done, finish() {} };
    // @ts-expect-error settle is missing: a change a finger let go of would never move.
    const noSettle: Player<number> = () => ({ done, finish() {}, seek() {} });
    const whole: Playing = { done, finish() {}, seek() {}, progress: () => 0, settle() {} };
    expect([pressOnly, noSettle, whole]).toHaveLength(3);
  });
});
