/**
 * The page's elements by role and accessible name, found in the page (WebDriver classic has no such
 * locator): explicit roles and the implicit ones the suite uses; the name is aria-label, else the text
 * of aria-labelledby, else the text not hidden from assistive technology; a name that starts with the one
 * asked for also matches when none matches it exactly. Only rendered elements count. Returns the
 * element's box in the viewport after scrolling it to the middle when asked, or null.
 */
export const FIND_BY_ROLE = `
  const [role, name, scroll] = arguments;
  const implicit = {
    button: "button, [role=button]",
    link: "a[href], [role=link]",
    region: "section[aria-label], section[aria-labelledby], [role=region]",
    dialog: "dialog, [role=dialog]",
    navigation: "nav, [role=navigation]",
    textbox: "textarea, input:not([type]), input[type=text], [role=textbox]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  }[role];
  // The text a screen reader reads: aria-hidden parts (an arrow drawn with a glyph) left out.
  const spoken = (node) => node.nodeType === Node.TEXT_NODE ? node.data
    : node.getAttribute?.("aria-hidden") === "true" ? "" : [...node.childNodes].map(spoken).join("");
  const text = (el) => spoken(el).replace(/\\s+/g, " ").trim();
  const labelled = (el) => el.getAttribute("aria-labelledby")?.split(" ")
    .map((id) => text(document.getElementById(id) ?? document.createElement("i"))).join(" ");
  const label = (el) => el.getAttribute("aria-label") ?? labelled(el) ?? text(el);
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  // Exactly this name, else a name that starts with it (a link's title before its description).
  const candidates = [...document.querySelectorAll(implicit)].filter(shown);
  const el = candidates.find((e) => label(e) === name) ?? candidates.find((e) => label(e).startsWith(name));
  if (!el) return null;
  if (scroll) el.scrollIntoView({ block: "center", behavior: "instant" });
  const { x, y, width, height } = el.getBoundingClientRect();
  return { x, y, width, height };
`;

/** The element's accessible name, on the element `document.activeElement` is: for focus checks. */
export const FOCUSED_NAME = `
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const text = (node) => (node.textContent ?? "").replace(/\\s+/g, " ").trim();
  return el.getAttribute("aria-label") ?? (el.labels?.length ? text(el.labels[0]) : text(el));
`;
