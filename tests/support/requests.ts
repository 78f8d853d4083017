import fc from "fast-check";
import { FORM, STRIP_URL } from "./testApp.ts";

/** A request as the fuzzers send it, to app.request or over a socket. */
export type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
};

/** Generators of strip requests: valid, near-valid, hostile and broken. */

const NASTY_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
];
const nastyKey = fc.constantFrom(...NASTY_KEYS);
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.string({ unit: "binary", maxLength: 10 }),
);

const method = fc.oneof(
  { weight: 10, arbitrary: fc.constant("POST") },
  { weight: 3, arbitrary: fc.constantFrom("GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
  {
    weight: 1,
    arbitrary: fc.stringMatching(/^[A-Z]{1,8}$/).filter((m) => !/^(CONNECT|TRACE|TRACK)$/.test(m)),
  },
);

const queryPair = fc.oneof(
  fc.constantFrom<[string, string]>(
    ["option", "com_roksprocket"],
    ["task", "ajax"],
    ["format", "raw"],
    ["ItemId", "101"],
  ),
  fc.tuple(fc.constantFrom("option", "task", "format", "ItemId"), text),
  fc.tuple(nastyKey, text),
  fc.tuple(text, text),
  fc.tuple(fc.constant("ItemId"), fc.constantFrom("-1", "1e3", "0x10", "9999999999", "", " 1", "١٢")),
);
const query = fc.oneof(
  { weight: 8, arbitrary: fc.constant(STRIP_URL.slice(STRIP_URL.indexOf("?") + 1)) },
  {
    weight: 2,
    arbitrary: fc
      .array(queryPair, { maxLength: 8 })
      .map((pairs) => new URLSearchParams([...pairs, ["option", "com_roksprocket"]]).toString()),
  },
  {
    weight: 2,
    arbitrary: fc.array(queryPair, { maxLength: 8 }).map((p) => new URLSearchParams(p).toString()),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom("%", "%zz", "%00", "&", "=", "==", "%E0%A4%A", "%FF", "+", "#", "?", ";"), {
        maxLength: 6,
      })
      .map((bits) => `option=com_roksprocket&task=ajax&format=raw&${bits.join("")}`),
  },
);
const url = fc.oneof(
  { weight: 8, arbitrary: query.map((q) => `/index.php?${q}`) },
  { weight: 1, arbitrary: fc.constantFrom("/index.php", "/index.php?", "/INDEX.PHP?option=com_roksprocket") },
  { weight: 1, arbitrary: fc.webPath().map((p) => (p.startsWith("/") ? p : `/${p}`)) },
);

/** Numbers at and past every edge a parser or a schema has. */
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, 2, 3, 4, 101, -101, 1.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308),
  fc.integer(),
  fc.double(),
);
const edgeNumberText = fc.oneof(
  edgeNumber.map(String),
  fc.constantFrom(
    "1e400",
    "-1e400",
    "101.0",
    "1E2",
    "0101",
    "9".repeat(400),
    "NaN",
    "Infinity",
    "0x65",
    "1_0",
  ),
);
const idLike = fc.oneof(
  fc.integer({ min: 1, max: 4 }),
  edgeNumber,
  edgeNumberText,
  fc.constant(null),
  fc.boolean(),
  fc.array(edgeNumber, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const nested = (depth: number, open: string, close: string, inner = "1") =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** The params field: valid, near-valid, hostile and broken JSON. */
const params = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ moduleid: fc.constantFrom(101, "101"), page: idLike })
      .map((o) => JSON.stringify(o)),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ moduleid: idLike, page: idLike }, { requiredKeys: [] })
      .map((o) => JSON.stringify(o)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(nastyKey, fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => `{"moduleid":101,"page":1,${JSON.stringify(key)}:${JSON.stringify(value)}}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"moduleid":101,"page":1}}',
      '{"constructor":{"prototype":{"page":1}}}',
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 1, max: 7000 })
      .chain((depth) =>
        fc.constantFrom(
          nested(depth, "[", "]"),
          nested(depth, '{"a":', "}"),
          `{"moduleid":${nested(depth, "[", "]")},"page":1}`,
          `{"moduleid":101,"page":${nested(depth, '{"page":', "}")}}`,
          nested(depth, "[", ""),
        ),
      ),
  },
  { weight: 2, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", "{", "null", "[]", "{}", '{"moduleid":101,"page":1', "\u0000", "\ud800"),
  },
);

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("model", "model_action", "params") },
  { weight: 2, arbitrary: nastyKey },
  { weight: 1, arbitrary: fc.constantFrom("model[]", "params[]", "model.x", "__proto__.model", "") },
  { weight: 1, arbitrary: text },
);
const fieldValue = (name: string) =>
  name === "params"
    ? params
    : name === "model"
      ? fc.oneof(fc.constant("strips"), text)
      : name === "model_action"
        ? fc.oneof(fc.constant("getPage"), text)
        : text;
const fields = fc.oneof(
  {
    weight: 3,
    arbitrary: params.map((p): [string, string][] => [
      ["model", "strips"],
      ["model_action", "getPage"],
      ["params", p],
    ]),
  },
  {
    weight: 2,
    arbitrary: fc.array(
      fieldName.chain((name) => fieldValue(name).map((value): [string, string] => [name, value])),
      { maxLength: 7 },
    ),
  },
);

export const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";
export function multipart(pairs: [string, string][], boundary = BOUNDARY): string {
  const parts = pairs.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

export const FORM_TYPES = [
  FORM,
  `${FORM}; charset=UTF-8`,
  "Application/X-WWW-Form-Urlencoded",
  `multipart/form-data; boundary=${BOUNDARY}`,
];
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FORM_TYPES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=other",
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded, text/plain",
      ";",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter((s) => /^[\t\x20-\x7e]*$/.test(s)) },
);

/** Bytes that are not UTF-8: lone continuation bytes, overlong forms, surrogates, truncated sequences. */
const invalidUtf8 = fc
  .array(fc.constantFrom(0x80, 0xbf, 0xc0, 0xc1, 0xf5, 0xff, 0xed, 0xa0, 0xe2, 0x82), {
    minLength: 1,
    maxLength: 12,
  })
  .map((bytes) => Uint8Array.from(bytes));

const body = fc.oneof(
  { weight: 8, arbitrary: fields },
  { weight: 1, arbitrary: invalidUtf8 },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
);

export const request: fc.Arbitrary<Sent> = fc
  .record({
    method,
    url,
    contentType,
    body,
    withType: fc.oneof(fc.constant(true), fc.constant(true), fc.boolean()),
  })
  .chain(({ method, url, contentType, body, withType }) => {
    const headers: Record<string, string> = {};
    if (withType || body instanceof Uint8Array || Array.isArray(body)) headers["content-type"] = contentType;
    let payload: string | Uint8Array;
    if (Array.isArray(body)) {
      payload = contentType.toLowerCase().startsWith("multipart/form-data")
        ? multipart(body)
        : new URLSearchParams(body).toString();
    } else {
      payload = body;
    }
    return fc
      .oneof(
        { weight: 6, arbitrary: fc.constant(payload) },
        {
          weight: 1,
          arbitrary: invalidUtf8.map((bad) => {
            const bytes = typeof payload === "string" ? new TextEncoder().encode(payload) : payload;
            const out = new Uint8Array(bytes.length + bad.length);
            out.set(bytes.subarray(0, Math.floor(bytes.length / 2)));
            out.set(bad, Math.floor(bytes.length / 2));
            out.set(bytes.subarray(Math.floor(bytes.length / 2)), Math.floor(bytes.length / 2) + bad.length);
            return out;
          }),
        },
      )
      .map((b): Sent => ({ method, url, headers, body: b }));
  });
