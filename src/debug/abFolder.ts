import "./ab.css";
import type { FolderApi } from "tweakpane";
import { motionStorage, motionStore } from "../motion/motionStore.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { readKept, SLOTS, type Slot, slotLabel, writeKept } from "./abTunings.ts";
import { named, type PanelContext } from "./context.ts";

/** The compare dialog: a lazy chunk of its own, loaded when Compare A and B is pressed. */
const COMPARE_FILE = "src/debug/compare.ts";

/**
 * The panel's A/B folder (behaviour.md 13): a name, Keep as A and Keep as B (the tuning in force kept
 * in this browser under that letter and name), each slot's label (its name and what it differs in from
 * content), and Use A and Use B, which put a kept tuning in force through the panel's commit: one
 * edit, one step of the history, so Undo takes it back; Compare A and B plays them side by side
 * (compare.ts). Returns the folder.
 */
export function addAbFolder(parent: FolderApi, ctx: PanelContext) {
  const folder = parent.addFolder({ title: "A/B", expanded: false });
  let kept = readKept(motionStorage);
  const draft = { name: "" };
  named(folder.addBinding(draft, "name", { label: "name" }), "Tuning name");
  const labels = Object.fromEntries(
    SLOTS.map((slot) => {
      const label = document.createElement("p");
      label.className = "debug-panel__ab-slot";
      return [slot, label];
    }),
  ) as Record<Slot, HTMLParagraphElement>;
  const showLabels = () => {
    for (const slot of SLOTS) labels[slot].textContent = slotLabel(slot, kept[slot]);
  };
  for (const slot of SLOTS)
    folder.addButton({ title: `Keep as ${slot}` }).on("click", () => {
      kept = { ...kept, [slot]: { name: draft.name.trim(), settings: motionStore.get() } };
      writeKept(motionStorage, kept);
      showLabels();
      ctx.note(`The tuning in force is kept as ${slot}`);
    });
  for (const slot of SLOTS)
    folder.addButton({ title: `Use ${slot}` }).on("click", () => {
      const tuning = kept[slot];
      if (!tuning) return ctx.note(`Nothing is kept as ${slot} yet: press Keep as ${slot} first`);
      if (ctx.commit(() => tuning.settings)) ctx.note(`${slot} is in force (Undo edit goes back)`);
    });
  folder.addButton({ title: "Compare A and B" }).on("click", () => {
    const { A, B } = kept;
    if (!A || !B) return ctx.note("Keep a tuning as A and one as B first, then compare them");
    void loadGuarded(COMPARE_FILE, () => import("./compare.ts")).then((c) => c?.openCompare(ctx, { A, B }));
  });
  folder.element.querySelector(".tp-fldv_c")?.append(labels.A, labels.B);
  showLabels();
  return folder;
}
