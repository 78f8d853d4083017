import { holdDevContent, resetDevContent } from "./devContent.ts";
import { test as base } from "./fixtures.ts";
import { DEV_PORT } from "./ports.ts";

/**
 * `test` with `devServer`: the address of the tests' dev server (npm run dev on a copy of content/),
 * held by this test alone. The copy is one resource for both workers: Save to content writes it and a
 * test puts it back, and a test reading it meanwhile met tuned values or, mid-reset, "the file is
 * missing". As the test ends its pages close, the copy is put back, and the next test may have it.
 */
export const test = base.extend<{ devServer: string }>({
  devServer: async ({ context }, use) => {
    const release = await holdDevContent();
    try {
      await use(`http://localhost:${DEV_PORT}`);
    } finally {
      for (const page of context.pages()) await page.close();
      resetDevContent();
      release();
    }
  },
});

export { expect, takeConsole } from "./fixtures.ts";
