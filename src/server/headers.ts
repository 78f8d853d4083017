import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { TRUSTED_TYPES_POLICY } from "../platform/trustedTypes.ts";

/** Hosts Google's tag needs when an analytics id is configured, and nothing else. */
const ANALYTICS_SCRIPT = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/**
 * The Trusted Types policies the page may create: ours (platform/trustedTypes.ts), the only one our
 * code uses; and DOMPurify's own, which it creates at its first sanitize to parse the markup it is
 * given (DOMParser is a sink too; without it DOMPurify returns nothing). That one passes strings through
 * unchanged but never leaves DOMPurify's closure, and it runs only inside our policy's createHTML.
 */
const TRUSTED_TYPES = `${TRUSTED_TYPES_POLICY} dompurify`;

export type SecurityHeadersOptions = {
  analytics: boolean;
  /**
   * Believe X-Forwarded-Proto: set (TRUST_PROXY=1) only when the server runs behind a proxy that
   * terminates TLS and overwrites that header; otherwise HSTS is sent only when this server itself
   * received the request over HTTPS. (A browser ignores HSTS on a plain-HTTP reply in any case.)
   */
  trustProxy?: boolean;
  /** CSP sources for the pages' own inline scripts (inlineScripts.ts): the early-press hold. */
  scriptHashes?: readonly string[];
};

/**
 * Security headers for every reply: a CSP that allows the site itself and, only when an analytics id
 * is set, Google's tag; no inline or eval'd script but the pages' own, each by its hash (the page data is a `<script type="application/json">`
 * block, which is data and never runs, so it needs no hash or nonce), Trusted Types for every script
 * sink (innerHTML, a script's src) under the policies named above, no plugins, no framing, no base
 * or form target elsewhere; a Permissions-Policy denying every powerful feature the site does not use;
 * HSTS only over HTTPS.
 */
export function securityHeaders({
  analytics,
  trustProxy = false,
  scriptHashes = [],
}: SecurityHeadersOptions): MiddlewareHandler {
  const extraScript = analytics ? ANALYTICS_SCRIPT : [];
  const extraConnect = analytics ? ANALYTICS_CONNECT : [];
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes, ...extraScript],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:", ...extraConnect],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...extraConnect],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      requireTrustedTypesFor: ["'script'"],
      trustedTypes: [TRUSTED_TYPES],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      midi: [],
      hid: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      browsingTopics: [],
      encryptedMedia: [],
      idleDetection: [],
      localFonts: [],
      otpCredentials: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      windowManagement: [],
      xrSpatialTracking: [],
    },
  });
  return async (c, next) => {
    await secure(c, next);
    const forwarded = trustProxy
      ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
      : undefined;
    const https = forwarded ? forwarded === "https" : c.req.url.startsWith("https:");
    // The designers' panel (only with ?debug) is built from libraries that style themselves inline:
    // Tweakpane and GSDevTools add <style> elements, and GSDevTools' markup has style attributes. Their
    // text changes with each library version, so hashes would break on every update; the page with
    // ?debug alone allows inline styles. Scripts stay 'self' only, on that page too. The same libraries
    // assign strings to innerHTML: there alone a `default` policy (debug/libraryPolicy.ts) sanitizes them.
    if (new URL(c.req.url).searchParams.has("debug")) {
      const policy = c.res.headers.get("Content-Security-Policy");
      if (policy) {
        c.res.headers.set(
          "Content-Security-Policy",
          policy
            .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
            .replace(`trusted-types ${TRUSTED_TYPES}`, `trusted-types ${TRUSTED_TYPES} default`),
        );
      }
    }
    if (https) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    c.res.headers.delete("X-Powered-By");
  };
}
