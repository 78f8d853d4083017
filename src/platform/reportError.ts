/** The one console line behaviour.md 8 gives for a failure in any script file. */
export function errorInFileMessage(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Error in file: ${file}; Error: ${message}`;
}

export function reportError(file: string, error: unknown): void {
  console.error(errorInFileMessage(file, error));
}

/**
 * Loads a lazy script file, logging a failure in behaviour.md 8's words and resolving to undefined, so the
 * caller keeps its DOM version; with `tries` 2 it is fetched once more first. Every try (and every later
 * call) imports the same URL, the one every other chunk names: a module is one instance per URL, so a
 * file fetched under a second URL (a `?retry` query) could be run twice, a second React on one page once
 * a chunk imports it by its own name. A failed fetch is not kept in the module map (whatwg/html#10327),
 * so the same URL is fetched again; a browser that still keeps it fails the retry, and the page stays
 * what it is without that file.
 */
export async function loadGuarded<T>(
  file: string,
  load: () => Promise<T>,
  tries = 1,
): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    reportError(file, error);
    return tries > 1 ? loadGuarded(file, load, tries - 1) : undefined;
  }
}
