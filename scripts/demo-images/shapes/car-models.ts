/**
 * Side-view vehicle geometry. Local units: ground at y=0 (up is negative),
 * rear bumper near x=0, nose towards +x. Only shapes live here; paint,
 * lighting and wheels are applied by car.ts so every model shares one look.
 */
import { fmt } from "../svg.ts";
import { type CarGeometry, sx, underside } from "./car-geometry.ts";

/** Executive saloon; `stretch` inserts length behind the rear doors (limousine). */
export function saloon(stretch = 0): CarGeometry {
  const s = (x: number) => sx(x, stretch);
  const wheels = [95, 385 + stretch];
  const extraPillars: string[] = [];
  const seams: string[] = [
    `M${s(255)} -99V-30M${s(345)} -100C${s(341)} -75 ${s(341)} -55 ${s(344)} -36M160 -97L152 -60`,
  ];
  for (let x = 232; x < 200 + stretch; x += 150) {
    extraPillars.push(`M${fmt(x)} -139h8V-99h-8z`);
    seams.push(`M${fmt(x + 4)} -99V-30`);
  }
  return {
    name: stretch ? `limo${stretch}` : "saloon",
    // Hinged at the B-pillar; swung ~70° it projects to a narrow panel.
    door: stretch
      ? undefined
      : {
          opening: "M157 -97L182 -129L252 -135L255 -30H150L148 -62Z",
          seat: "M168 -34L172 -92C174 -104 190 -106 194 -96L200 -60H246V-34Z",
          panel: "M255 -135L222 -126L219 -34L255 -28Z",
          panelGlass: "M253 -133L224 -125L223 -101L253 -100Z",
          trim: "M225 -80L252 -78",
        },
    length: 480 + stretch,
    height: 141,
    body: `M14 -28C6 -34 5 -50 7 -62C9 -76 18 -86 38 -90L120 -96C148 -112 172 -134 205 -139L${s(285)} -141C${s(315)} -140 ${s(334)} -122 ${s(364)} -100L${s(446)} -91C${s(466)} -89 ${s(476)} -80 ${s(478)} -66L${s(479)} -42C${s(479)} -31 ${s(474)} -27 ${s(464)} -27${underside(-27, 440 + stretch, 30, wheels, 33)}C20 -27 16 -27 14 -28Z`,
    glass: `M128 -99C152 -114 175 -131 207 -134L${s(283)} -135C${s(307)} -134 ${s(326)} -119 ${s(352)} -101Z`,
    // Pillars, plus the door mirror at the foot of the windscreen.
    pillars: `M${s(252)} -136h8V-99h-8zM178 -128l8 -3l4 32h-8zM${s(344)} -101l6 -9h13l1 8z${extraPillars.join("")}`,
    trim: `M126 -99L${s(356)} -100M140 -35L${s(336)} -35M36 -88L118 -93`,
    seams: seams.join(""),
    handles: `M220 -88h14v3h-14zM${s(312)} -88h14v3h-14z`,
    head: `M${s(450)} -84L${s(473)} -80L${s(477)} -72L${s(455)} -75Z`,
    tail: "M8 -72L30 -77L33 -70L9 -65Z",
    headAt: [474 + stretch, -77],
    wheels,
    wheelR: 33,
    belt: 0.38,
  };
}

export function suv(): CarGeometry {
  const wheels = [92, 380];
  return {
    name: "suv",
    length: 472,
    height: 186,
    body: `M12 -34C6 -40 4 -56 5 -70L8 -150C10 -166 18 -176 38 -178L300 -180C318 -180 330 -172 345 -158L374 -122L446 -113C462 -111 470 -103 471 -93L472 -47C472 -38 467 -33 458 -33${underside(-33, 430, 30, wheels, 37)}C18 -33 14 -33 12 -34Z`,
    glass: "M26 -126L28 -162C29 -167 33 -170 40 -170L296 -172C308 -172 316 -168 326 -158L360 -127Z",
    pillars: "M104 -171h12V-126h-12zM224 -172h9V-126h-9zM20 -170h14V-126h-20zM350 -127l6 -11h14l1 10z",
    trim: "M24 -126L362 -127M150 -42L330 -42M56 -186L284 -188M70 -186v-6M270 -188v-6",
    seams: "M228 -126V-36M340 -126C336 -95 336 -70 338 -42M120 -125L138 -60",
    handles: "M196 -114h16v4h-16zM300 -114h16v4h-16z",
    head: "M442 -113L467 -107L470 -99L446 -101Z",
    tail: "M6 -146h9v46h-9z",
    headAt: [466, -104],
    wheels,
    wheelR: 37,
    belt: 0.3,
  };
}

/** Executive people carrier: tall, long roof, short bonnet. */
export function van(): CarGeometry {
  const wheels = [88, 416];
  return {
    name: "van",
    length: 498,
    height: 206,
    body: `M10 -32C5 -38 4 -52 5 -64L8 -180C9 -196 18 -204 40 -205L350 -206C375 -206 392 -196 405 -176L446 -118L478 -104C490 -100 496 -90 496 -78L497 -44C497 -36 492 -32 482 -32${underside(-32, 462, 30, wheels, 34)}C16 -32 12 -32 10 -32Z`,
    glass: "M22 -130L24 -188C25 -193 30 -196 38 -196L348 -197C366 -197 380 -190 392 -176L430 -130Z",
    pillars:
      "M96 -197h10V-130h-10zM214 -197h8V-130h-8zM326 -197h10V-130h-10zM18 -196h12V-130h-14zM420 -130l6 -11h14l1 10z",
    trim: "M20 -130L432 -130M140 -40L372 -40",
    seams: "M218 -130V-36M331 -130V-36M440 -126C434 -96 434 -70 438 -42",
    handles: "M196 -118h16v4h-16zM306 -118h16v4h-16z",
    head: "M468 -108L490 -98L494 -90L472 -92Z",
    tail: "M6 -150h9v60h-9z",
    headAt: [490, -96],
    wheels,
    wheelR: 34,
    belt: 0.4,
  };
}

/** Open-top grand tourer; the windscreen frame stands proud of the body. */
export function convertible(): CarGeometry {
  const wheels = [92, 380];
  return {
    name: "convertible",
    length: 475,
    height: 132,
    body: `M12 -28C5 -34 4 -50 6 -60C8 -72 16 -80 36 -84L150 -90C170 -93 300 -93 336 -93L440 -88C462 -86 472 -78 474 -64L475 -40C475 -30 470 -26 460 -26${underside(-26, 436, 30, wheels, 32)}C18 -26 14 -27 12 -28Z`,
    glass: "M333 -94L304 -130L309 -131L340 -94Z",
    pillars: "M302 -132l5 -1l31 40h-6z",
    interior:
      "M186 -91C186 -112 190 -120 200 -120C210 -120 214 -112 214 -91zM254 -91C254 -112 258 -120 268 -120C278 -120 282 -112 282 -91z",
    trim: "M40 -84L440 -88M150 -34L330 -34M302 -132L336 -92",
    seams: "M292 -92V-30M160 -90L152 -56",
    handles: "M266 -80h14v3h-14z",
    head: "M446 -84L469 -79L473 -71L451 -74Z",
    tail: "M7 -66L28 -72L31 -65L8 -60Z",
    headAt: [470, -76],
    wheels,
    wheelR: 32,
    belt: 0.35,
  };
}

/** Post-war style wedding car: tall cabin, long bonnet, sweeping wings. */
export function classic(): CarGeometry {
  return {
    name: "classic",
    length: 480,
    height: 178,
    body:
      "M30 -66C18 -90 30 -118 70 -128C95 -150 110 -172 150 -176L250 -178C268 -178 276 -170 282 -150L292 -124L440 -118C448 -118 452 -114 452 -106L452 -66Z" +
      // Rear and front wings, then the running board that joins them.
      "M40 -52C42 -90 70 -112 108 -112C150 -112 172 -84 180 -50H40ZM300 -50C330 -52 340 -102 385 -106C430 -108 462 -90 470 -62C472 -52 466 -48 456 -48H300ZM170 -52h140v8H170z",
    glass:
      "M112 -134C118 -150 128 -164 152 -166H196V-134ZM204 -166L250 -167C262 -167 268 -160 272 -150L279 -134H204Z",
    pillars: "M196 -167h8V-134h-8z",
    trim: "M96 -131L292 -125M300 -118L440 -114M449 -114V-68M462 -58h16M16 -58h18M170 -48h140",
    seams:
      "M200 -134V-56M118 -128L116 -66M300 -50C330 -52 340 -102 385 -106C430 -108 462 -90 470 -62M40 -52C42 -90 70 -112 108 -112C150 -112 172 -84 180 -50M330 -112v30M340 -112v30M350 -112v30",
    handles: "M180 -122h12v3h-12zM214 -122h12v3h-12z",
    head: "M459 -104a11 11 0 1 0 0.1 0z",
    tail: "M44 -84l8 -2v10l-8 2z",
    headAt: [460, -93],
    wheels: [108, 385],
    wheelR: 36,
    belt: 0.36,
    whitewall: true,
  };
}
