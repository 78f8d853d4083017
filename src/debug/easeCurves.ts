import { curvePoints } from "../motion/ease.ts";

type Points = [number, number, number, number];

// The cubic-beziers nearest Penner's equations (easings.net's table), which GSAP's families are: power1
// to power4 are quad to quint. Each family's "out" mirrors its "in". Bounce has no such curve.
const IN: Record<string, Points> = {
  sine: [0.12, 0, 0.39, 0],
  power1: [0.11, 0, 0.5, 0],
  power2: [0.32, 0, 0.67, 0],
  power3: [0.5, 0, 0.75, 0],
  power4: [0.64, 0, 0.78, 0],
  expo: [0.7, 0, 0.84, 0],
  circ: [0.55, 0, 1, 0.45],
  back: [0.36, 0, 0.66, -0.56],
};
const IN_OUT: Record<string, Points> = {
  sine: [0.37, 0, 0.63, 1],
  power1: [0.45, 0, 0.55, 1],
  power2: [0.65, 0, 0.35, 1],
  power3: [0.76, 0, 0.24, 1],
  power4: [0.83, 0, 0.17, 1],
  expo: [0.87, 0, 0.13, 1],
  circ: [0.85, 0, 0.15, 1],
  back: [0.68, -0.6, 0.32, 1.6],
};
const LINEAR: Points = [0, 0, 1, 1];
const flip = (n: number) => Math.round((1 - n) * 1000) / 1000;
const mirror = ([x1, y1, x2, y2]: Points): Points => [flip(x2), flip(y2), flip(x1), flip(y1)];

/** The cubic-bezier nearest a GSAP ease name, or undefined when it has none (bounce). */
export function nearestCurve(name: string): Points | undefined {
  if (name === "none") return LINEAR;
  const [family = "", kind] = name.split(".");
  const easeIn = IN[family];
  if (!easeIn) return undefined;
  if (kind === "in") return easeIn;
  if (kind === "out") return mirror(easeIn);
  return kind === "inOut" ? IN_OUT[family] : undefined;
}

/**
 * What the curve control shows for the ease in force (valid ease text) and the label that says how it
 * relates: a cubic-bezier itself ("curve"), a name's nearest curve ("≈ expo.out"), or for an ease no
 * curve can draw, a straight line marked as not it ("≠ bounce.out").
 */
export function curveInForce(ease: string): { points: Points; label: string } {
  const text = ease.trim();
  const points = curvePoints(text);
  if (points) return { points, label: "curve" };
  if (text === "none") return { points: LINEAR, label: "curve" };
  const nearest = nearestCurve(text);
  return nearest ? { points: nearest, label: `≈ ${text}` } : { points: LINEAR, label: `≠ ${text}` };
}
