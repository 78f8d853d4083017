import type { DOMPurify } from "dompurify";
import { carryStyle, renameStyleAttributes } from "./replyStyles.ts";

/**
 * What a strip reply may bring to the page: DOMPurify's defaults (no script, no handlers, no javascript:
 * links), less what a strip item never needs and a hostile reply could restyle or redirect the page with
 * (style sheets, forms, base, meta, link), its style attributes carried over safely (replyStyles.ts), and
 * every id and name prefixed with "user-content-" so none can shadow the page's own (#contact, #root).
 */
const CONFIG = {
  FORBID_TAGS: ["style", "form", "base", "meta", "link"],
  FORBID_ATTR: ["style"],
  SANITIZE_NAMED_PROPS: true,
};

const hooked = new WeakSet<DOMPurify>();

export function sanitizeReply(purify: DOMPurify, html: string, base = location.href): string {
  if (!hooked.has(purify)) {
    purify.addHook("beforeSanitizeAttributes", (node) => {
      if (node.nodeType === Node.ELEMENT_NODE) carryStyle(node as Element, base);
    });
    hooked.add(purify);
  }
  return purify.sanitize(renameStyleAttributes(html), CONFIG);
}
