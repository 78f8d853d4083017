import { describe, expect, it } from "vitest";
import {
  encodeParams,
  errorReplyBody,
  readReply,
  STRIP_PATH,
  stripEndpoint,
  stripForm,
  successReplyJson,
} from "../../../src/protocol/strip.ts";
import { testApp } from "../../support/testApp.ts";

const params = encodeParams({ moduleid: 101, page: 2 });
const ok = { ok: true, status: 200, statusText: "OK" };

describe("the strip protocol", () => {
  it("writes the request as RokSprocket's page sent it", () => {
    expect(stripEndpoint(7)).toBe(`${STRIP_PATH}?option=com_roksprocket&task=ajax&format=raw&ItemId=7`);
    expect(params).toBe('{"moduleid":101,"page":2}');
    expect(stripForm(params).toString()).toBe(
      "model=strips&model_action=getPage&params=%7B%22moduleid%22%3A101%2C%22page%22%3A2%7D",
    );
  });

  it("reads back the success reply it builds, ignoring the server's extra fields", () => {
    const raw = successReplyJson({ html: "<li>x</li>", page: 2, pages: 3 });
    expect(JSON.parse(raw)).toEqual({
      status: "success",
      message: "",
      payload: { html: "<li>x</li>", page: 2, pages: 3 },
    });
    expect(readReply(params, ok, raw)).toEqual({ html: "<li>x</li>", page: 2 });
  });

  it("reads the page as a numeric string too, as RokSprocket echoes the type it was sent", () => {
    const reply = (page: unknown) =>
      JSON.stringify({ status: "success", message: "", payload: { html: "<li>x</li>", page } });
    expect(readReply(params, ok, reply("2"))).toEqual({ html: "<li>x</li>", page: 2 });
    for (const bad of ["", "2.5", "two", " 2", "1e3", null]) {
      expect(() => readReply(params, ok, reply(bad))).toThrow(/page \(a whole number\)/);
    }
  });

  it("reports a reply that is not JSON in behaviour.md 8's words, with the raw data", () => {
    expect(() => readReply(params, ok, "<b>Fatal error</b>")).toThrow(
      new Error("Invalid JSON data <hr /> <b>Fatal error</b>"),
    );
  });

  it("returns the server's message when the status is not success", () => {
    const raw = JSON.stringify(errorReplyBody("Unknown module: 7"));
    expect(() => readReply(params, ok, raw)).toThrow(new Error("Unknown module: 7"));
  });

  it("raises an HTTP error in behaviour.md 8's words, naming model, model_action and params", () => {
    const raw = JSON.stringify(errorReplyBody("Unknown module: 7"));
    expect(() => readReply(params, { ok: false, status: 404, statusText: "Not Found" }, raw)).toThrow(
      new Error(
        'RokSprocket Error [model: strips, model_action: getPage, params: {"moduleid":101,"page":2}]: 404 - Not Found',
      ),
    );
  });
});

describe("one round trip through the server", () => {
  const app = testApp();
  const send = (moduleid: number, page: number) => {
    const sent = encodeParams({ moduleid, page });
    const body = stripForm(sent);
    return { sent, reply: app.request(stripEndpoint(101), { method: "POST", body }) };
  };

  it("reads the page the server answers", async () => {
    const { sent, reply } = send(101, 2);
    const response = await reply;
    const page = readReply(sent, response, await response.text());
    expect(page.page).toBe(2);
    expect(page.html.match(/data-strips-item/g)).toHaveLength(4);
  });

  it("turns the server's refusal into behaviour.md 8's request error", async () => {
    const { sent, reply } = send(101, 9);
    const response = await reply;
    const raw = await response.text();
    expect(() => readReply(sent, response, raw)).toThrow(
      'RokSprocket Error [model: strips, model_action: getPage, params: {"moduleid":101,"page":9}]: 404 - ',
    );
  });
});
