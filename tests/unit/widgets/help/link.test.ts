import { describe, expect, it } from "vitest";
import { helpLink, isHandheld } from "../../../../src/widgets/help/link.ts";

describe("help link", () => {
  it("opens the web client on desktops and the app link on phones", () => {
    expect(helpLink("+442079460321", "Hi", false)).toBe(
      "https://web.whatsapp.com/send?phone=442079460321&text=Hi",
    );
    expect(helpLink("+442079460321", "Hi", true)).toBe(
      "https://api.whatsapp.com/send?phone=442079460321&text=Hi",
    );
  });

  it("sends Hello when the box is empty or blank", () => {
    expect(helpLink("+442079460321", "", false)).toBe(
      "https://web.whatsapp.com/send?phone=442079460321&text=Hello",
    );
    expect(helpLink("+442079460321", "  \n", true)).toMatch(/&text=Hello$/);
  });

  it("URL-encodes the message, line breaks and symbols included", () => {
    expect(helpLink("+15551234567", "Car at 7? A&B = 2 people\nThanks £", false)).toBe(
      "https://web.whatsapp.com/send?phone=15551234567&text=Car%20at%207%3F%20A%26B%20%3D%202%20people%0AThanks%20%C2%A3",
    );
  });
});

describe("handheld devices", () => {
  const desktop =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
  it("are phones and tablets by their user agent or client hints", () => {
    expect(isHandheld({ userAgent: desktop, maxTouchPoints: 0 })).toBe(false);
    expect(isHandheld({ userAgent: `${desktop} Mobile`, maxTouchPoints: 5 })).toBe(true);
    expect(isHandheld({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)", maxTouchPoints: 5 })).toBe(
      true,
    );
    expect(
      isHandheld({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", maxTouchPoints: 5 }),
    ).toBe(true);
    expect(isHandheld({ userAgent: desktop, maxTouchPoints: 0, userAgentData: { mobile: true } })).toBe(true);
  });

  it("include an iPad that reports itself as a Mac, but not a Mac", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
    expect(isHandheld({ userAgent: mac, maxTouchPoints: 5, platform: "MacIntel" })).toBe(true);
    expect(isHandheld({ userAgent: mac, maxTouchPoints: 0, platform: "MacIntel" })).toBe(false);
  });
});
