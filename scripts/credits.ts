import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Entry = { name: string; author: string; license: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The package's own index of its transitions. */
const readIndex = (root: string) =>
  JSON.parse(
    readFileSync(path.join(root, "node_modules", "gl-transitions", "gl-transitions.json"), "utf8"),
  ) as Entry[];

const readVersion = (root: string) =>
  (
    JSON.parse(readFileSync(path.join(root, "node_modules", "gl-transitions", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

/**
 * The /credits page: every gl-transitions transition the slideshow may play, with its author and
 * licence, read from the package's own index. A static page in the site's styles, no script.
 */
export function renderCredits(root: string, client: string, lang: string): string {
  const index = readIndex(root);
  const version = readVersion(root);
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

/**
 * CREDITS.md: the same index grouped by author, each with the transitions they wrote and the licences.
 * The build keeps it current (writeCredits), and a unit test fails when it is not.
 */
export function creditsMarkdown(root: string): string {
  const index = readIndex(root);
  const byAuthor = new Map<string, Entry[]>();
  for (const e of index) byAuthor.set(e.author, [...(byAuthor.get(e.author) ?? []), e]);
  const lines = [...byAuthor]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([author, entries]) => {
      const licences = [...new Set(entries.map((e) => e.license))].join(", ");
      const names = entries.map((e) => `\`${e.name}\``).sort((a, b) => a.localeCompare(b));
      return `- ${author || "(unnamed)"} (${licences}): ${names.join(", ")}`;
    });
  return `# Credits

<!-- Written by scripts/credits.ts from the gl-transitions package's index, as the site's /credits is;
\`npm run build\` or \`npx tsx scripts/credits.ts\` rewrites it. -->

The slideshow can play any of the ${index.length} transitions of the open
[GL Transitions](https://gl-transitions.com) collection (npm \`gl-transitions\` ${readVersion(root)}), by name:
\`"animation": "gl:<name>"\`. Each is the work of its author, under the licence named here. The site
serves the same list at \`/credits\`. By author:

${lines.join("\n")}
`;
}

/** CREDITS.md in the project, rewritten only when the package's index says something else. */
export function writeCreditsMarkdown(root: string): void {
  const file = path.join(root, "CREDITS.md");
  const text = creditsMarkdown(root);
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

/** Writes dist/client/credits.html, served at /credits, and keeps CREDITS.md current. */
export function writeCredits(root: string, client: string, lang: string): void {
  writeFileSync(path.join(client, "credits.html"), renderCredits(root, client, lang));
  writeCreditsMarkdown(root);
}

if (import.meta.url === `file://${process.argv[1]}`) writeCreditsMarkdown(process.cwd());
