/**
 * The animation names the slideshow and the strip may be configured with (behaviour.md 10),
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

/** The strip's 8 page-change animations: what a change plays. */
export const stripPageAnimations = [
  "fade",
  "fadeDelay",
  "slide",
  "flyIn",
  "fallDown",
  "floatUp",
  "scaleOut",
  "scaleIn",
] as const;
/** What content and the panel may choose for the strip: one of the 8, or a random one per change. */
export const stripAnimationChoices = [...stripPageAnimations, "random"] as const;

/** A transition of the gl-transitions catalogue, by name: "gl:Directional" (an unknown one crossfades). */
export const GL_ANIMATION = /^gl:[A-Za-z][\w-]*$/;
