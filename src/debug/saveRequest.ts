import {
  SAVE_PATH,
  type SaveRefusal,
  type SaveRequest,
  type SaveResult,
  UNREACHABLE_MESSAGE,
} from "../protocol/motionSave.ts";

// The panel's side of the save route's contract (protocol/motionSave.ts): one request, its reply, or a
// refusal in words a designer can act on.

/** The dev server refused: its reply (a 409 carries the diff as it is now). */
export class Refused extends Error {
  constructor(readonly reply: SaveRefusal) {
    super(reply.error);
  }
}

/** Sends one request to the dev server; throws its refusal, or UNREACHABLE_MESSAGE when none came. */
export async function ask(body: SaveRequest): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetch(SAVE_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(UNREACHABLE_MESSAGE); // fetch rejects only when no answer came at all
  }
  const reply = (await response.json().catch(() => ({}))) as Partial<SaveResult & SaveRefusal>;
  if (!response.ok)
    throw new Refused({ ...reply, error: reply.error ?? `The dev server answered ${response.status}` });
  return reply as SaveResult;
}
