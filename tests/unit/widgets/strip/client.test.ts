import { describe, expect, it } from "vitest";
import { readReply, stripEndpoint } from "../../../../src/protocol/strip.ts";

const params = '{"moduleid":101,"page":2}';
const ok = { ok: true, status: 200, statusText: "OK" };

describe("strip protocol client", () => {
  it("addresses the RokSprocket endpoint with the menu item id", () => {
    expect(stripEndpoint(101)).toBe("/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=101");
  });

  it("takes a 2xx reply whose status is success", () => {
    const raw = JSON.stringify({
      status: "success",
      message: "",
      payload: { html: "<li>x</li>", page: 2, extra: 1 },
    });
    expect(readReply(params, ok, raw)).toEqual({ html: "<li>x</li>", page: 2 });
  });

  it("raises an HTTP failure in behaviour.md 8's words, whatever the body says", () => {
    const raw = JSON.stringify({ status: "success", payload: { html: "", page: 2 } });
    expect(() =>
      readReply(params, { ok: false, status: 500, statusText: "Internal Server Error" }, raw),
    ).toThrow(
      new Error(
        'RokSprocket Error [model: strips, model_action: getPage, params: {"moduleid":101,"page":2}]: 500 - Internal Server Error',
      ),
    );
    expect(() => readReply(params, { ok: false, status: 404, statusText: "Not Found" }, "")).toThrow(
      'RokSprocket Error [model: strips, model_action: getPage, params: {"moduleid":101,"page":2}]: 404 - Not Found',
    );
  });

  it("reports a reply that is not JSON with the raw data", () => {
    expect(() => readReply(params, ok, "<b>Fatal error</b>")).toThrow(
      new Error("Invalid JSON data <hr /> <b>Fatal error</b>"),
    );
    expect(() => readReply(params, ok, "")).toThrow(new Error("Invalid JSON data <hr /> "));
    expect(() => readReply(params, ok, "null")).toThrow(new Error("Invalid JSON data <hr /> null"));
  });

  it("returns the server's message when the status is not success", () => {
    const raw = JSON.stringify({ status: "error", message: "The module is switched off" });
    expect(() => readReply(params, ok, raw)).toThrow(new Error("The module is switched off"));
  });

  it("refuses a success whose payload lacks its html or page", () => {
    const raw = JSON.stringify({ status: "success", message: "", payload: { html: 5 } });
    expect(() => readReply(params, ok, raw)).toThrow("payload needs html");
  });
});
