/**
 * The animation names the slideshow and the strip may be configured with (DESIGN.md, Motion facts),
 * without zod, so always-loaded code can list and check them.
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

/** A transition of the gl-transitions catalogue, by name: "gl:Directional" (an unknown one crossfades). */
export const GL_ANIMATION = /^gl:[A-Za-z][\w-]*$/;
