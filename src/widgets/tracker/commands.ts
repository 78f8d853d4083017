/** Pure parts of the page-view tracker: the gtag commands it queues, and the stored consent choice. */
export type ConsentChoice = "granted" | "denied";
export type GtagCommand = readonly unknown[];

export const CONSENT_KEY = "grandtour:analytics-consent";

export function gtagUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Only analytics is ever asked for: advertising storage and signals stay denied. */
function consentState(analytics: ConsentChoice) {
  return {
    analytics_storage: analytics,
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };
}

export function parseChoice(stored: string | null): ConsentChoice | null {
  return stored === "granted" || stored === "denied" ? stored : null;
}

/**
 * What the tracker queues at start: with consent mode, the default state (denied until the visitor
 * accepts; their stored choice otherwise) before anything else; then the tag's setup and exactly one
 * page view, sent explicitly so that nothing else can send a second.
 */
export function startCommands(
  id: string,
  options: {
    consentMode: boolean;
    choice: ConsentChoice | null;
    now: Date;
    page: { location: string; title: string };
  },
): GtagCommand[] {
  return [
    ...(options.consentMode ? [["consent", "default", consentState(options.choice ?? "denied")]] : []),
    ["js", options.now],
    ["config", id, { send_page_view: false }],
    ["event", "page_view", { page_location: options.page.location, page_title: options.page.title }],
  ];
}

export function consentUpdate(choice: ConsentChoice): GtagCommand {
  return ["consent", "update", consentState(choice)];
}
