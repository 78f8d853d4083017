import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "../../../src/content/load.ts";
import { copyOfDemo, editContent, ROOT } from "../../support/content.ts";

/**
 * Content faults stop the build and `npm start` (issue 9.5): the real scripts, run in a temporary copy
 * of the project's content, exit non-zero with a message naming the file and the field. The built server
 * reads only the snapshot the build validated (tests/unit/scripts/deploy.test.ts).
 */
const FAULTS: { name: string; file: string; edit: (json: Record<string, any>) => void; message: string }[] = [
  {
    name: "a value of the wrong type",
    file: "strips",
    edit: (s) => {
      s.modules[0].itemsPerPage = "four";
    },
    message: "content/strips.json: modules[0].itemsPerPage: ",
  },
  {
    name: "a missing image",
    file: "gallery",
    edit: (g) => {
      g.slides[1].image = "gone.jpg";
    },
    message: 'content/gallery.json: slides[1].image: image "gone.jpg" not found in assets/images',
  },
  {
    name: "a broken link target",
    file: "sections",
    edit: (s) => {
      s.hero.actions[0].href = "#nowhere";
    },
    message: 'content/sections.json: hero.actions[0].href: link target "#nowhere" is not on the page',
  },
  {
    name: "a parameter the transition does not have",
    file: "gallery",
    edit: (g) => {
      g.settings.glParams = { wipeLeft: { angle: 1 } };
    },
    message: "content/gallery.json: settings.glParams.wipeLeft.angle: not a parameter of gl:wipeLeft",
  },
];

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function brokenCopy(fault: (typeof FAULTS)[number]): string {
  const root = copyOfDemo();
  roots.push(root);
  editContent(root, fault.file, fault.edit);
  return root;
}

/** Runs a script of this project with a temporary root as its working directory. */
function run(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
    });
    let output = "";
    child.stdout.on("data", (c) => {
      output += c;
    });
    child.stderr.on("data", (c) => {
      output += c;
    });
    const timer = setTimeout(() => child.kill(), 100_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// The loader by absolute address: the temporary root has no node_modules to resolve "tsx" from.
const TSX = pathToFileURL(path.join(ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;
const tsx = (script: string) => ["--import", TSX, path.join(ROOT, "scripts", script)];

describe("a content fault", () => {
  it.each(FAULTS)(
    "($name) makes build() reject with a ContentError naming the file and field",
    async (fault) => {
      const { build } = await import("../../../scripts/build.ts");
      const root = brokenCopy(fault);
      const error = await build(root).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).problems.join("\n")).toContain(fault.message);
      expect(existsSync(path.join(root, "dist"))).toBe(false);
    },
  );

  it("stops `npm run build` and `npm start` with exit code 1 and the message", async () => {
    // Every fault through `npm start` (which builds first), one through `npm run build` on its own.
    const runs = FAULTS.map((fault) =>
      run(tsx("start.ts"), brokenCopy(fault)).then((r) => ({ ...r, fault, script: "start" })),
    );
    const first = FAULTS[0]!;
    runs.push(run(tsx("build.ts"), brokenCopy(first)).then((r) => ({ ...r, fault: first, script: "build" })));
    for (const { code, output, fault, script } of await Promise.all(runs)) {
      expect(code, `${script}: ${fault.name}\n${output}`).toBe(1);
      expect(output, `${script}: ${fault.name}`).toContain(fault.message);
      expect(output, `${script}: ${fault.name}`).toContain("Content error:");
      expect(output, `${script}: ${fault.name}`).not.toMatch(/is served at/);
    }
  }, 120_000);
});
