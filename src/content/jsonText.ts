import {
  applyEdits,
  findNodeAtLocation,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from "jsonc-parser";

// Edits a JSON file's text in place, so what a person sees in version control after a change is the
// changed values only: JSON.stringify would rewrite the whole file (content/ keeps short objects on one
// line, as Biome formats them). jsonc-parser finds where each value lies and applies the edits; what is
// written, and where a new member goes, is Biome's layout, which jsonc-parser's formatter does not write.

type Path = readonly (string | number)[];

/** The text's syntax tree; text that is not strict JSON is refused rather than edited. */
function treeOf(text: string): Node {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const [first] = errors;
  if (first) throw new Error(`Not valid JSON: ${printParseErrorCode(first.error)} at offset ${first.offset}`);
  if (!root) throw new Error("Not valid JSON: no value");
  return root;
}

const nodeAt = (text: string, path: Path) => findNodeAtLocation(treeOf(text), [...path]);

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
export function replaceAt(text: string, path: Path, value: unknown): string {
  const node = nodeAt(text, path);
  if (!node) throw new Error(`No value at ${path.join(".")}`);
  return applyEdits(text, [{ offset: node.offset, length: node.length, content: inlineJson(value) }]);
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
export function addMemberAt(text: string, path: Path, key: string, value: unknown, before?: number): string {
  const node = nodeAt(text, path);
  if (node?.type !== "object") throw new Error(`No object at ${path.join(".")}`);
  const member = `${JSON.stringify(key)}: ${inlineJson(value)}`;
  // An object's children are its members; a member's offset is its key's.
  const members = node.children ?? [];
  const first = members[0];
  if (!first)
    return applyEdits(text, [{ offset: node.offset, length: node.length, content: `{ ${member} }` }]);
  const multiline = text.slice(node.offset, first.offset).includes("\n");
  const next = before === undefined ? undefined : members[before];
  const last = members[members.length - 1] as Node;
  const separator = `,${multiline ? `\n${lineIndent(text, (next ?? last).offset)}` : " "}`;
  const edit = next
    ? { offset: next.offset, length: 0, content: member + separator }
    : { offset: last.offset + last.length, length: 0, content: separator + member };
  return applyEdits(text, [edit]);
}
