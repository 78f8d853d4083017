/** The message sent when the visitor leaves the box empty (behaviour.md 5). */
export const DEFAULT_MESSAGE = "Hello";

/**
 * The messaging link Send opens: the app link on phones and tablets, the web client on desktops, with
 * the business number (E.164 without its "+", as WhatsApp wants it) and the URL-encoded message.
 */
export function helpLink(phone: string, message: string, handheld: boolean): string {
  const host = handheld ? "https://api.whatsapp.com" : "https://web.whatsapp.com";
  const text = message.trim() === "" ? DEFAULT_MESSAGE : message;
  return `${host}/send?phone=${phone.replace(/^\+/, "")}&text=${encodeURIComponent(text)}`;
}

type Device = {
  userAgent: string;
  maxTouchPoints: number;
  platform?: string;
  userAgentData?: { mobile: boolean };
};

/** Phones and tablets, iPads included (iPadOS reports itself as a Mac with a touch screen). */
export function isHandheld(device: Device): boolean {
  if (device.userAgentData?.mobile) return true;
  if (
    /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i.test(
      device.userAgent,
    )
  )
    return true;
  return /Mac/.test(device.platform ?? device.userAgent) && device.maxTouchPoints > 1;
}

/** This browser as isHandheld reads it. */
export function browserIsHandheld(): boolean {
  const { userAgent, maxTouchPoints, platform } = navigator;
  const { userAgentData } = navigator as { userAgentData?: { mobile: boolean } };
  return isHandheld({ userAgent, maxTouchPoints, platform, ...(userAgentData && { userAgentData }) });
}
