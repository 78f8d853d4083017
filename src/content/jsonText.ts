// Edits a JSON file's text in place, so what a person sees in version control after a change is the
// changed values only: JSON.stringify would rewrite the whole file (content/ keeps short objects on one
// line, as Biome formats them).

type JsonNode =
  | { kind: "object"; start: number; end: number; members: JsonMember[] }
  | { kind: "array"; start: number; end: number; items: JsonNode[] }
  | { kind: "scalar"; start: number; end: number };
type JsonMember = { key: string; keyStart: number; value: JsonNode };
type ObjectNode = Extract<JsonNode, { kind: "object" }>;

/** Where each value of valid JSON text lies ([start, end) offsets). Check the text with JSON.parse first. */
export function parseJsonText(text: string): JsonNode {
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? "")) at++;
  };
  const string = () => {
    const start = at++;
    while (text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): JsonNode => {
    space();
    const start = at;
    if (text[at] === "{") {
      at++;
      const members: JsonMember[] = [];
      for (space(); text[at] !== "}"; space()) {
        if (text[at] === ",") at++;
        space();
        const keyStart = at;
        const key = string();
        space();
        at++; // the colon
        members.push({ key, keyStart, value: value() });
      }
      return { kind: "object", start, end: ++at, members };
    }
    if (text[at] === "[") {
      at++;
      const items: JsonNode[] = [];
      for (space(); text[at] !== "]"; space()) {
        if (text[at] === ",") at++;
        items.push(value());
      }
      return { kind: "array", start, end: ++at, items };
    }
    if (text[at] === '"') string();
    else while (at < text.length && !/[\s,\]}]/.test(text[at] as string)) at++;
    return { kind: "scalar", start, end: at };
  };
  return value();
}

/** The node at a path of member keys and array indexes, if there is one. */
export function nodeAt(root: JsonNode, path: readonly (string | number)[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const step of path) {
    if (node?.kind === "object") node = node.members.find((m) => m.key === step)?.value;
    else if (node?.kind === "array" && typeof step === "number") node = node.items[step];
    else return undefined;
  }
  return node;
}

/** A value written on one line the way Biome writes a short one: `{ "rows": 4 }`, `[0.5, 1]`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
  if (value && typeof value === "object") {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
    return members.length ? `{ ${members.join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

/** The text with the value at `path` replaced; every other character stays as it was. */
export function replaceAt(text: string, path: readonly (string | number)[], value: unknown): string {
  const node = nodeAt(parseJsonText(text), path);
  if (!node) throw new Error(`No value at ${path.join(".")}`);
  return text.slice(0, node.start) + inlineJson(value) + text.slice(node.end);
}

const lineIndent = (text: string, offset: number) => {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return text.slice(lineStart, offset);
};

/**
 * The text with a new member `key: value` in the object at `path`: before the member at index
 * `before` (at the end when absent), on its own line in an object written over several lines and
 * inline in a one-line object.
 */
export function addMemberAt(
  text: string,
  path: readonly (string | number)[],
  key: string,
  value: unknown,
  before?: number,
): string {
  const node = nodeAt(parseJsonText(text), path);
  if (node?.kind !== "object") throw new Error(`No object at ${path.join(".")}`);
  const member = `${JSON.stringify(key)}: ${inlineJson(value)}`;
  const { members } = node as ObjectNode;
  const first = members[0];
  if (!first) return `${text.slice(0, node.start)}{ ${member} }${text.slice(node.end)}`;
  const multiline = text.slice(node.start, first.keyStart).includes("\n");
  const next = before === undefined ? undefined : members[before];
  if (next) {
    const separator = multiline ? `,\n${lineIndent(text, next.keyStart)}` : ", ";
    return text.slice(0, next.keyStart) + member + separator + text.slice(next.keyStart);
  }
  const last = members[members.length - 1] as JsonMember;
  const separator = multiline ? `,\n${lineIndent(text, last.keyStart)}` : ", ";
  return text.slice(0, last.value.end) + separator + member + text.slice(last.value.end);
}
