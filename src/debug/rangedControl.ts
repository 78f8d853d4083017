import { SPEEDS } from "../motion/duration.ts";
import { describeRange, outOfRange, RANGES, type Range } from "../motion/ranges.ts";

type Bound = { element: HTMLElement };
type Bind<K> = (key: K, name: string, params: object) => Bound;

/**
 * Tweakpane's params for a number control over `range`: a slider with typed entry, its value written
 * without trailing zeros ("7000", not "7000.00", which the slider's narrow field cut off).
 */
export const rangeParams = (range: Range) => ({
  min: range.min,
  max: range.max,
  format: (n: number) => String(Math.round(n * 1000) / 1000),
  ...(range.whole ? { step: 1 } : {}),
});

/**
 * A folder's `bind` for number fields with a range (motion/ranges.ts): each is a slider over its range,
 * and what a designer types is checked before Tweakpane reads it. Tweakpane would clamp a value out of
 * range and drop one that is not a number, without a word; here such a value is refused with the field,
 * the value, the rule and the nearest allowed value (`refuse`: the panel's alert), and the field shows
 * its value again. A duration's named speed ("slow") is taken as its ms.
 */
export function rangedBind<K>(bind: Bind<K>, refuse: (message: string) => void) {
  return (key: K, name: string, range: Range, params: object = {}) => {
    const control = bind(key, name, { ...rangeParams(range), ...params });
    const input = control.element.querySelector<HTMLInputElement>("input");
    if (input) guardTyped(input, name, range, refuse);
    return control;
  };
}

/** Checks what is typed into `input` (named `name`) against `range`, as rangedBind's controls do. */
export function guardTyped(
  input: HTMLInputElement,
  name: string,
  range: Range,
  refuse: (message: string) => void,
) {
  let shown = input.value;
  input.addEventListener("focus", () => {
    shown = input.value;
  });
  // In the capture phase on the control, so before Tweakpane's own listener on the input.
  input.parentElement?.addEventListener(
    "change",
    (event) => {
      if (event.target !== input) return;
      const text = input.value.trim();
      if (range === RANGES.duration && Object.hasOwn(SPEEDS, text)) {
        input.value = String(SPEEDS[text as keyof typeof SPEEDS]);
        return;
      }
      const n = text === "" ? Number.NaN : Number(text);
      const why = Number.isNaN(n)
        ? `"${text}" is not a number: must be ${describeRange(range)}`
        : outOfRange(n, range);
      if (!why) return;
      event.stopImmediatePropagation();
      input.value = shown;
      refuse(`${name}: ${why}`);
    },
    { capture: true },
  );
}
