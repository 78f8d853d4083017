/**
 * Brand colours plus small colour maths. Scenes mix from these few anchors so
 * the whole set feels like one family even when each slide has its own mood.
 */
export const brand = {
  ink: "#07090e",
  night: "#0b1426",
  navy: "#14243f",
  charcoal: "#1c2028",
  graphite: "#2c313b",
  slate: "#4a5261",
  gold: "#c9a45c",
  champagne: "#e8d3a2",
  goldDeep: "#94713a",
  ivory: "#f5efe2",
  warm: "#ffd58f",
  window: "#ffc56e",
  chrome: "#dfe3e8",
  red: "#b0262a",
  white: "#ffffff",
} as const;

/** Paints for vehicles: mostly black, because that is what the business drives. */
export const paint = {
  black: "#0d0f14",
  midnight: "#121a2c",
  graphite: "#2a2e36",
  ivory: "#ece4d3",
  burgundy: "#4b1523",
  green: "#1b3a30",
  silver: "#8d949e",
} as const;

function parse(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace("#", ""), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Linear blend of two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? c) - c) * t));
}

export const shade = (c: string, t: number): string => mix(c, "#000000", t);
export const tint = (c: string, t: number): string => mix(c, "#ffffff", t);

/** Safe fragment of a colour for use inside gradient ids. */
export const key = (...parts: Array<string | number>): string =>
  parts.map((p) => String(p).replace(/[^a-zA-Z0-9]/g, "")).join("-");
