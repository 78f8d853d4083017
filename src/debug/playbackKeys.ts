import type { Playhead } from "./devtools.ts";
import { keyBelongsToTarget } from "./keyRule.ts";
import type { PlaybackActions } from "./transfer.ts";

type Does = { playhead: Playhead; playback: PlaybackActions };
type Key = { key: string; shown: string; does: string; act(d: Does): void; repeats?: true };

/** Each key, as the panel lists it, and what it does: GSDevTools' bar's and the Playback folder's actions. */
const KEYS: Key[] = [
  { key: " ", shown: "Space", does: "play or pause", act: (d) => d.playhead.playOrPause() },
  {
    key: "ArrowLeft",
    shown: "←",
    does: "a frame back (1/60 s)",
    act: (d) => d.playhead.step(-1),
    repeats: true,
  },
  { key: "ArrowRight", shown: "→", does: "a frame forward", act: (d) => d.playhead.step(1), repeats: true },
  { key: "Home", shown: "Home", does: "to the change's start", act: (d) => d.playhead.jump(0) },
  { key: "End", shown: "End", does: "to its end", act: (d) => d.playhead.jump(1) },
  { key: "r", shown: "R", does: "replay", act: (d) => d.playback.replay() },
  { key: "s", shown: "S", does: "slow ¼× on or off", act: (d) => d.playback.toggleSlow() },
  { key: "l", shown: "L", does: "loop on or off", act: (d) => d.playback.toggleLoop() },
];

/** Where the keys act, as the list says it. */
const WHERE =
  "They act with nothing focused or focus in this panel, never while typing in a field; a focused " +
  "control keeps its Space, Enter, arrows, Home and End, and the slideshow its arrows.";

/** The list of the keys, folded under "Keys". */
function keyList(): HTMLElement {
  const details = document.createElement("details");
  details.className = "debug-panel__keys";
  const summary = document.createElement("summary");
  summary.textContent = "Keys";
  const list = document.createElement("ul");
  list.setAttribute("aria-label", "Keyboard shortcuts");
  for (const { shown, does } of KEYS) {
    const item = document.createElement("li");
    const kbd = document.createElement("kbd");
    kbd.textContent = shown;
    item.append(kbd, ` ${does}`);
    list.append(item);
  }
  const where = document.createElement("p");
  where.textContent = WHERE;
  details.append(summary, list, where);
  return details;
}

/**
 * The panel's playback keys (behaviour.md 13): Space, ← →, Home, End on the change on GSDevTools' bar,
 * R, S and L as the Playback folder's Replay, slow ¼× and Loop. They act only on a press made on the
 * page itself (nothing focused) or in the panel (`root`), without Ctrl, ⌘ or Alt, and never on one the
 * focused element keeps (keyRule.ts). Returns the list of them, for the panel to show, and the cleanup.
 */
export function addPlaybackKeys(root: HTMLElement, does: Does) {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as Node | null;
    const here = target === document.body || (target !== null && root.contains(target));
    if (!here || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (keyBelongsToTarget(event)) return;
    const pressed = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const key = KEYS.find((k) => k.key === pressed);
    if (!key || (event.repeat && !key.repeats)) return;
    event.preventDefault(); // Space, the arrows, Home and End would scroll the page
    key.act(does);
  };
  document.addEventListener("keydown", onKey);
  return { list: keyList(), stop: () => document.removeEventListener("keydown", onKey) };
}
