import type { TrustedHTML, TrustedScriptURL, TrustedTypePolicy, TrustedTypesWindow } from "trusted-types/lib";

/**
 * The page's one Trusted Types policy. The CSP (server/headers.ts) requires Trusted Types for script
 * sinks and allows this name, so a string reaches innerHTML or a script's src only through here.
 */
export const TRUSTED_TYPES_POLICY = "grandtour";

/** Markup the policy has passed: TrustedHTML, or the sanitized string where browsers lack Trusted Types. */
export type SanitizedHtml = TrustedHTML | string;

/** The only script hosts the CSP's script-src can name besides the site itself (analytics). */
const SCRIPT_ORIGINS = ["https://www.googletagmanager.com"];

type Sanitize = (dirty: string) => string;

const rules = {
  // The policy holds no sanitizer of its own: DOMPurify arrives in a lazy chunk, and its rules are
  // the caller's (the strip's, for its replies). It refuses to bless markup without one.
  createHTML(dirty: string, sanitize?: Sanitize): string {
    if (typeof sanitize !== "function") throw new TypeError("TrustedHTML needs a sanitizer");
    return sanitize(dirty);
  },
  createScriptURL(url: string): string {
    const { origin } = new URL(url, location.href);
    if (origin !== location.origin && !SCRIPT_ORIGINS.includes(origin)) {
      throw new TypeError(`No script from ${origin}`);
    }
    return url;
  },
};

// Created on first use (never on the server); null where the browser has no Trusted Types.
let policy: Pick<TrustedTypePolicy<typeof rules>, "createHTML" | "createScriptURL"> | null | undefined;

function pagePolicy() {
  if (policy === undefined) {
    const factory = (globalThis as unknown as TrustedTypesWindow).trustedTypes;
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, rules) : null;
  }
  return policy;
}

/** `dirty` through `sanitize`, typed for innerHTML under the CSP (or the plain sanitized string). */
export function trustedHtml(dirty: string, sanitize: Sanitize): SanitizedHtml {
  return pagePolicy()?.createHTML(dirty, sanitize) ?? sanitize(dirty);
}

/** A script URL on this site or an allowed host, typed for a script's src (or the URL itself). */
export function trustedScriptUrl(url: string): TrustedScriptURL | string {
  return pagePolicy()?.createScriptURL(url) ?? rules.createScriptURL(url);
}
