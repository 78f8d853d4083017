import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Entry = { name: string; author: string; license: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The package's own index of its transitions. */
const readIndex = (root: string) =>
  JSON.parse(
    readFileSync(path.join(root, "node_modules", "gl-transitions", "gl-transitions.json"), "utf8"),
  ) as Entry[];

/**
 * The /credits page: every gl-transitions transition the slideshow may play, with its author and
 * licence, read from the package's own index. A static page in the site's styles, no script.
 */
export function renderCredits(root: string, client: string, lang: string): string {
  const index = readIndex(root);
  const { version } = JSON.parse(
    readFileSync(path.join(root, "node_modules", "gl-transitions", "package.json"), "utf8"),
  ) as { version: string };
  // The page's own styles (index-*.css), not the debug panel's.
  const css = readdirSync(path.join(client, "assets")).filter((f) => /^index-.*\.css$/.test(f));
  const rows = [...index]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (e) =>
        `<tr><td><code>gl:${escapeHtml(e.name)}</code></td><td>${escapeHtml(e.author)}</td><td>${escapeHtml(e.license)}</td></tr>`,
    );
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Credits</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<meta name="description" content="The authors and licences of the open-source transitions the gallery can play." />
${css.map((f) => `<link rel="stylesheet" href="/assets/${f}" />`).join("\n")}
</head>
<body>
<main id="main" class="section">
<h1>Credits</h1>
<p>The gallery can play any transition of the open <a href="https://gl-transitions.com">GL Transitions</a>
collection (npm package <code>gl-transitions</code> ${escapeHtml(version)}), chosen by name in content as
<code>"animation": "gl:&lt;name&gt;"</code>. Each is the work of its author, under the licence named here.</p>
<table>
<caption>${index.length} transitions from gl-transitions</caption>
<thead><tr><th scope="col">Transition</th><th scope="col">Author</th><th scope="col">Licence</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;
}

/** Writes dist/client/credits.html, served at /credits. */
export function writeCredits(root: string, client: string, lang: string): void {
  writeFileSync(path.join(client, "credits.html"), renderCredits(root, client, lang));
}

const START = "<!-- credits:start (npx tsx scripts/credits.ts writes this list) -->";
const END = "<!-- credits:end -->";

/** The README's list of the catalogue's authors: each with the transitions they wrote and the licences. */
export function readmeCredits(root: string): string {
  const byAuthor = new Map<string, Entry[]>();
  for (const e of readIndex(root)) byAuthor.set(e.author, [...(byAuthor.get(e.author) ?? []), e]);
  const lines = [...byAuthor]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([author, entries]) => {
      const licences = [...new Set(entries.map((e) => e.license))].join(", ");
      const names = entries.map((e) => `\`${e.name}\``).sort((a, b) => a.localeCompare(b));
      return `- ${author || "(unnamed)"} (${licences}): ${names.join(", ")}`;
    });
  return [START, ...lines, END].join("\n");
}

/** `readme` with its credits list replaced by today's. */
export function withReadmeCredits(readme: string, root: string): string {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} ... ${END} block`);
  return readme.slice(0, from) + readmeCredits(root) + readme.slice(to + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readme = path.join(process.cwd(), "README.md");
  writeFileSync(readme, withReadmeCredits(readFileSync(readme, "utf8"), process.cwd()));
}
