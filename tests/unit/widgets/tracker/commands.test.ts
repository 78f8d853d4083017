import { describe, expect, it } from "vitest";
import {
  consentUpdate,
  gtagUrl,
  parseChoice,
  startCommands,
} from "../../../../src/widgets/tracker/commands.ts";

const now = new Date("2026-06-01T10:00:00Z");
const page = { location: "https://grandtour.example/", title: "Grandtour" };

describe("tracker commands", () => {
  it("set up the tag and send exactly one page view", () => {
    const commands = startCommands("G-TEST1234", { consentMode: false, choice: null, now, page });
    expect(commands).toEqual([
      ["js", now],
      ["config", "G-TEST1234", { send_page_view: false }],
      ["event", "page_view", { page_location: page.location, page_title: page.title }],
    ]);
  });

  it("hold analytics denied before anything else until the visitor accepts", () => {
    const [first] = startCommands("G-TEST1234", { consentMode: true, choice: null, now, page });
    expect(first).toEqual([
      "consent",
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
  });

  it("start granted for a visitor who accepted before, advertising still denied", () => {
    const [first] = startCommands("G-TEST1234", { consentMode: true, choice: "granted", now, page });
    expect(first).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);
    expect(consentUpdate("granted")).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted" }),
    ]);
  });

  it("read only a choice the tracker stored", () => {
    expect(parseChoice("granted")).toBe("granted");
    expect(parseChoice("denied")).toBe("denied");
    expect(parseChoice("yes")).toBeNull();
    expect(parseChoice(null)).toBeNull();
  });

  it("load gtag.js for the property id", () => {
    expect(gtagUrl("G-TEST1234")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1234");
  });
});
