/**
 * The animation names content may configure (DESIGN.md, Motion facts), without zod, so the page's
 * always-loaded code (the motion settings check) can use them without the content schema.
 */
export const slideshowTransitions = [
  "crossfade",
  "blindsRight",
  "blindsLeft",
  "blindsDownLeft",
  "blindsDownRight",
  "boxesOpacityRight",
  "boxesOpacityLeft",
  "slideDown",
  "slideUp",
  "slideLeft",
  "slideRight",
  "boxesRight",
  "boxesLeft",
  "boxesMirror",
  "boxesRandom",
  "blindsMirrorIn",
  "blindsMirrorOut",
  "blindsRandom",
] as const;
export const slideshowAnimations = [...slideshowTransitions, "random"] as const;

export const stripMotions = [
  "fade",
  "fadeDelay",
  "slide",
  "flyIn",
  "fallDown",
  "floatUp",
  "scaleOut",
  "scaleIn",
] as const;
export const stripAnimations = [...stripMotions, "random"] as const;
