/**
 * Private business jet in side view: T-tail, rear-mounted engines, airstair.
 * Local units: ground at y=0, nose towards +x, about 600 units long.
 */
import { brand, key, mix } from "../palette.ts";
import { type Defs, disc, ellipse, fine, fmt, g, path, rect } from "../svg.ts";

export interface PlaneOptions {
  x: number;
  y: number;
  scale: number;
  /** Sky colour picked up by the white fuselage. */
  sheen: string;
  /** Gear down and airstair open; off for a jet in flight. */
  parked?: boolean;
  /** Nose-up angle in degrees, for a climbing jet. */
  climb?: number;
  tail?: string;
}

const FUSELAGE =
  "M600 -102C590 -128 555 -144 500 -146L150 -146C100 -146 50 -150 10 -160L6 -146C40 -120 90 -80 150 -78L500 -76C560 -76 595 -88 600 -102Z";
const WING = "M420 -84L300 -82L206 -52L182 -86L192 -88L214 -58L262 -56Z";
const ENGINE =
  "M96 -158C96 -172 110 -178 130 -178L214 -176C222 -176 226 -168 226 -158C226 -148 222 -140 214 -140L130 -138C110 -138 96 -144 96 -158Z";
const CHEATLINE = "M150 -98L560 -96C575 -96 588 -99 596 -104L596 -100C588 -94 575 -91 560 -91L150 -93Z";

function gear(sheen: string): string {
  let steps = "";
  for (let i = 1; i < 8; i++) steps += `M${fmt(470 - (50 * i) / 8)} ${fmt(-80 + (80 * i) / 8)}h34`;
  return g(
    {},
    path("M517 -78h6v64h-6zM296 -80h8v62h-8z", { fill: "#6b717b" }),
    path(disc(520, -14, 14) + disc(290, -17, 17) + disc(312, -17, 17), { fill: "#15171b" }),
    // Open door and airstair down to the apron, with a gold handrail.
    path("M470 -140h34v60h-34z", { fill: "#2a3140" }),
    path("M470 -80L504 -80L456 0L420 0Z", { fill: mix("#e5e7ea", sheen, 0.2) }),
    path(steps, { stroke: "#8a9099", "stroke-width": 2 }),
    path("M470 -82L418 -2", { stroke: brand.gold, "stroke-width": 2.5 }),
  );
}

export function drawPlane(defs: Defs, o: PlaneOptions): string {
  const body = defs.linear(
    key("jet", o.sheen),
    `0 ${mix("#ffffff", o.sheen, 0.15)}, 0.5 #f3f4f6, 1 ${mix("#b7bcc4", o.sheen, 0.3)}`,
  );
  const tail = o.tail ?? brand.navy;
  let windows = "";
  for (let x = 215; x <= 455; x += 40) windows += disc(x, -116, 8);
  const shadow = defs.radial("jetshadow", "0 #000000 0.45, 1 #000000 0");
  const rotate = o.climb ? ` rotate(${fine(-o.climb)} 300 -110)` : "";
  return g(
    { transform: `translate(${fmt(o.x)} ${fmt(o.y)}) scale(${fine(o.scale)})${rotate}` },
    o.parked ? ellipse(320, -3, 300, 16, { fill: shadow }) : "",
    path(WING, { fill: mix("#c9ced6", o.sheen, 0.2) }),
    path("M10 -160L-24 -268L22 -270L112 -150Z", { fill: tail }),
    path("M-40 -266L64 -272L70 -262L-36 -258Z", { fill: tail }),
    path("M-4 -232L18 -234L36 -200L16 -198Z", { fill: brand.gold, opacity: 0.9 }),
    path(FUSELAGE, { fill: body }),
    path(CHEATLINE, { fill: brand.gold }),
    path("M150 -90L560 -88L520 -85L150 -87Z", { fill: tail, opacity: 0.8 }),
    path(windows, { fill: "#1d2a3d" }),
    path("M548 -133C562 -131 572 -125 580 -117L552 -117Z", { fill: "#16202e" }),
    path("M150 -140L190 -140L186 -150L156 -150Z", { fill: "#c2c7cf" }),
    path(ENGINE, { fill: mix("#e9ebee", o.sheen, 0.15) }),
    ellipse(224, -158, 7, 19, { fill: "#2a2f38" }),
    rect(96, -160, 90, 4, { fill: brand.gold, opacity: 0.8 }),
    o.parked ? gear(o.sheen) : "",
  );
}
