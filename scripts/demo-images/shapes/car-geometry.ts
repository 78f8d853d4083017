/**
 * Side-view vehicle geometry shared by the models (car-models.ts). Local units: ground at y=0 (up is negative),
 * rear bumper near x=0, nose towards +x. Only shapes live here; paint,
 * lighting and wheels are applied by car.ts so every model shares one look.
 */
import { fmt } from "../svg.ts";

export interface CarGeometry {
  name: string;
  length: number;
  /** Roof height above ground (positive), used for gradients and reflections. */
  height: number;
  body: string;
  glass: string;
  /** Window pillars, filled with a darker paint. */
  pillars: string;
  /** Chrome lines, stroked. */
  trim: string;
  /** Door shut lines, stroked dark. */
  seams: string;
  handles: string;
  head: string;
  tail: string;
  headAt: readonly [number, number];
  wheels: readonly number[];
  wheelR: number;
  /** Where the shoulder highlight sits, as a fraction of body height. */
  belt: number;
  whitewall?: boolean;
  /** Seats seen over the door line of open cars, in leather. */
  interior?: string;
  /** Rear door drawn swung open towards the viewer. */
  door?: { opening: string; seat: string; panel: string; panelGlass: string; trim: string };
}

/** Underside from the front bumper back to the rear, cutting wheel arches. */
export function underside(
  rocker: number,
  front: number,
  rear: number,
  wheels: readonly number[],
  r: number,
): string {
  const R = r + 6;
  const dy = rocker + r; // rocker sits below the wheel centre
  const dx = Math.sqrt(R * R - dy * dy);
  let d = `L${fmt(front)} ${fmt(rocker)}`;
  for (const cx of [...wheels].sort((a, b) => b - a)) {
    d += `L${fmt(cx + dx)} ${fmt(rocker)}A${R} ${R} 0 1 0 ${fmt(cx - dx)} ${fmt(rocker)}`;
  }
  return `${d}L${fmt(rear)} ${fmt(rocker)}`;
}

/** Shift every x in a template when the limousine is stretched. */
export const sx = (x: number, stretch: number): string => fmt(x >= 200 ? x + stretch : x);
