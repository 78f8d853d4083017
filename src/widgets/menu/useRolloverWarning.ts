import { useEffect } from "react";
import { type RolloverTree, rolloverProblem } from "./options.ts";

/** behaviour.md 8: logs, in the browser, when a rollover item in the menu has no rollover image. */
export function useRolloverWarning(items: RolloverTree) {
  useEffect(() => {
    const problem = rolloverProblem(items);
    if (problem) console.warn(problem);
  }, [items]);
}
