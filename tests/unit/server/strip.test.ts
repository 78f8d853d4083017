import { describe, expect, it } from "vitest";
import { loadContent } from "../../../src/content/load.ts";
import { createApp } from "../../../src/server/app.ts";
import { renderStripItems } from "../../../src/widgets/strip/renderItems.tsx";
import { fakeManifest, ROOT } from "../../support/content.ts";

const content = loadContent(ROOT);
const app = createApp({
  modules: content.strips.modules,
  images: fakeManifest(content),
  renderItems: renderStripItems,
  analytics: false,
});
const URL_OK = "/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=101";
const FORM = "application/x-www-form-urlencoded";

function post(body: string | FormData, init: { url?: string; type?: string | null; method?: string } = {}) {
  const headers = new Headers();
  const type = init.type === undefined ? (typeof body === "string" ? FORM : null) : init.type;
  if (type) headers.set("content-type", type);
  return app.request(init.url ?? URL_OK, { method: init.method ?? "POST", body, headers });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const getPage = (params: unknown) =>
  form({
    model: "strips",
    model_action: "getPage",
    params: typeof params === "string" ? params : JSON.stringify(params),
  });

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const json = await response.json();
  expect(json.status).toBe("error");
  expect(json.message).toMatch(message);
  expect(JSON.stringify(json)).not.toMatch(/at .*\.ts:\d+/);
}

describe("the strip endpoint", () => {
  it("answers each page of the demo module with its items", async () => {
    const module = content.strips.modules[0]!;
    for (const page of [1, 2, 3]) {
      const response = await post(getPage({ moduleid: 101, page }));
      expect(response.status).toBe(200);
      const json = await response.json();
      expect(json).toMatchObject({ status: "success", message: "", payload: { page, pages: 3 } });
      const titles = module.items.slice((page - 1) * 4, page * 4).map((i) => i.title);
      expect(json.payload.items.map((i: { title: string }) => i.title)).toEqual(titles);
      expect(json.payload.html.match(/data-strips-item/g)).toHaveLength(4);
      for (const title of titles) expect(json.payload.html).toContain(title.replace("&", "&amp;"));
      expect(Object.keys(json.payload.images).sort()).toEqual(
        module.items
          .slice((page - 1) * 4, page * 4)
          .map((i) => i.image)
          .sort(),
      );
    }
  });

  it("accepts multipart form data and ids written as text", async () => {
    const data = new FormData();
    data.set("model", "strips");
    data.set("model_action", "getPage");
    data.set("params", '{"moduleid":"101","page":"2"}');
    const response = await post(data);
    expect(response.status).toBe(200);
    expect((await response.json()).payload.page).toBe(2);
  });

  it("refuses another method", async () => {
    const response = await app.request(URL_OK, { method: "GET" });
    await expectError(response, 405, "Method GET is not allowed; use POST");
    expect(response.headers.get("allow")).toBe("POST");
    await expectError(await post(getPage({ moduleid: 101, page: 1 }), { method: "PUT" }), 405, /PUT/);
  });

  it("refuses another address", async () => {
    await expectError(
      await post(getPage({ moduleid: 101, page: 1 }), {
        url: "/index.php?option=com_content&task=ajax&format=raw",
      }),
      404,
      'Unknown request: option must be "com_roksprocket"',
    );
    await expectError(
      await post(getPage({ moduleid: 101, page: 1 }), {
        url: `${URL_OK.replace("ItemId=101", "ItemId=abc")}`,
      }),
      400,
      "ItemId must be a positive whole number",
    );
  });

  it("refuses a missing or unknown model and model_action", async () => {
    await expectError(
      await post(form({ model_action: "getPage", params: "{}" })),
      400,
      "Missing field: model",
    );
    await expectError(
      await post(form({ model: "users", model_action: "getPage", params: "{}" })),
      400,
      'Unknown model: "users"',
    );
    await expectError(
      await post(form({ model: "strips", params: "{}" })),
      400,
      "Missing field: model_action",
    );
    await expectError(
      await post(form({ model: "strips", model_action: "deleteAll", params: "{}" })),
      400,
      'Unknown model_action: "deleteAll"',
    );
    await expectError(
      await post(form({ model: "strips", model_action: "getPage" })),
      400,
      "Missing field: params",
    );
  });

  it("refuses a field given twice", async () => {
    await expectError(
      await post(`${getPage({ moduleid: 101, page: 1 })}&model=strips`),
      400,
      "Field model is given more than once",
    );
  });

  it("refuses params that are not JSON or have the wrong types", async () => {
    await expectError(await post(getPage("{moduleid: 101")), 400, "params is not valid JSON");
    await expectError(await post(getPage([101, 1])), 400, /^params: must be an object/);
    await expectError(await post(getPage({ moduleid: 101 })), 400, /^params\.page: /);
    await expectError(await post(getPage({ moduleid: 101, page: -1 })), 400, /^params\.page: /);
    await expectError(await post(getPage({ moduleid: 101, page: 1.5 })), 400, /^params\.page: /);
    await expectError(await post(getPage({ moduleid: true, page: 1 })), 400, /^params\.moduleid: /);
    await expectError(await post(getPage({ moduleid: 101, page: 1, __proto__x: 1 })), 400, /^params: /);
  });

  it("refuses an unknown module and a page that does not exist", async () => {
    await expectError(await post(getPage({ moduleid: 7, page: 1 })), 404, "Unknown module: 7");
    await expectError(
      await post(getPage({ moduleid: 101, page: 4 })),
      404,
      "Page 4 does not exist; module 101 has 3",
    );
    await expectError(await post(getPage({ moduleid: 101, page: 1e21 })), 400, /^params\.page: /);
  });

  it("refuses a body over 16 KB", async () => {
    const big = `${getPage({ moduleid: 101, page: 1 })}&padding=${"x".repeat(17 * 1024)}`;
    await expectError(await post(big), 413, "Request body is larger than 16 KB");
  });

  it("refuses another content type", async () => {
    const body = JSON.stringify({
      model: "strips",
      model_action: "getPage",
      params: { moduleid: 101, page: 1 },
    });
    await expectError(await post(body, { type: "application/json" }), 415, /^Content-Type must be /);
    await expectError(await post(body, { type: null }), 415, /^Content-Type must be /);
  });

  it("answers an unknown path with a JSON 404", async () => {
    await expectError(
      await app.request("/administrator/index.php"),
      404,
      "Not found: GET /administrator/index.php",
    );
  });
});
