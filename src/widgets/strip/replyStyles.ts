/**
 * A strip reply's style attributes, carried over without `'unsafe-inline'`: RokSprocket puts an item's
 * picture in `style="background-image: url(...)"`, which the page's CSP refuses. While DOMPurify
 * sanitizes a reply (sanitize.ts), each element's safe declarations (a few background properties, pictures from this
 * site only) move into a data attribute; once the cards are on the page they are set through the CSSOM,
 * which the CSP allows.
 */
export const CARRIED_STYLE = "data-strip-style";

const SAFE_PROPERTIES = [
  "background-color",
  "background-image",
  "background-position",
  "background-repeat",
  "background-size",
] as const;

/** A background-image of one url() on this site, or none; anything else is dropped. */
function safeImage(value: string, base: string): string | undefined {
  if (value === "none") return value;
  const match = /^url\(\s*(?:"([^"]*)"|'([^']*)'|([^"'()\s]*))\s*\)$/.exec(value.trim());
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin) return undefined;
  return `url(${JSON.stringify(url.href)})`;
}

/** The declarations of `declared` (property to value) that may reach the page. */
export function safeDeclarations(declared: Iterable<[string, string]>, base: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [property, value] of declared) {
    if (!(SAFE_PROPERTIES as readonly string[]).includes(property) || value === "") continue;
    if (property === "background-image") {
      const image = safeImage(value, base);
      if (image) kept[property] = image;
    } else if (!/url\(|image-set|expression|var\(|\\/i.test(value)) kept[property] = value;
  }
  return kept;
}

/** The declarations of a style attribute's text: split at semicolons outside quotes and brackets. */
export function parseDeclarations(text: string): [string, string][] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) quote = c === quote ? "" : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === ";" && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.flatMap((part) => {
    const colon = part.indexOf(":");
    if (colon < 0) return [];
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, "")
      .trim();
    return [[part.slice(0, colon).trim().toLowerCase(), value]];
  });
}

/**
 * A reply's style attributes renamed before DOMPurify parses it: parsing them as styles would make the
 * browser report each to the CSP (and drop it). Only the text inside a tag is touched.
 */
export const renameStyleAttributes = (html: string) =>
  html.replace(/(<[a-z][^<>]*?\s)style(\s*=)/gi, `$1${RAW_STYLE}$2`);
const RAW_STYLE = "data-strip-style-raw";

/** For DOMPurify's beforeSanitizeAttributes hook: the renamed style attribute becomes CARRIED_STYLE. */
export function carryStyle(node: Element, base: string): void {
  const raw = node.getAttribute(RAW_STYLE);
  node.removeAttribute(RAW_STYLE);
  node.removeAttribute(CARRIED_STYLE); // only this hook writes it
  if (raw === null) return;
  const kept = safeDeclarations(parseDeclarations(raw), base);
  if (Object.keys(kept).length > 0) node.setAttribute(CARRIED_STYLE, JSON.stringify(kept));
}

/** Sets the carried declarations under `root` through the CSSOM, checked again on the way. */
export function applyCarriedStyles(root: Element, base = location.href): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${CARRIED_STYLE}]`)) {
    let declared: Record<string, unknown>;
    try {
      declared = JSON.parse(el.getAttribute(CARRIED_STYLE) ?? "{}");
    } catch {
      continue;
    }
    const entries = Object.entries(declared).filter((e): e is [string, string] => typeof e[1] === "string");
    for (const [property, value] of Object.entries(safeDeclarations(entries, base))) {
      el.style.setProperty(property, value);
    }
  }
}
