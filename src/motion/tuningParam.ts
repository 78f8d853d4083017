/**
 * The address parameter of a link that opens the site with a designer's tuning (debug/tuningLink.ts).
 * A module of its own: the page's shell (app/entry-client.tsx) tests for it without loading that chunk,
 * and the chunks every page loads stay as they are.
 */
export const TUNING_PARAM = "tuning";
