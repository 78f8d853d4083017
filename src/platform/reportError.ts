/** The one console line SPEC.md 8 gives for a failure in any script file. */
export function errorInFileMessage(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Error in file: ${file}; Error: ${message}`;
}

export function reportError(file: string, error: unknown): void {
  console.error(errorInFileMessage(file, error));
}

/** The URL a failed dynamic import names (Chromium and Firefox say it; Safari does not), without its query. */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module: (\S+)/.exec(message)?.[1]?.split("?")[0];
}

/** Files whose last load failed, with the module URL that failed. */
const failed = new Map<string, string>();
let retries = 0;

/**
 * Loads a lazy script file, logging a failure in SPEC.md 8's words and resolving to undefined, so the
 * caller keeps its DOM version; with `tries` 2 it is fetched once more first. A later try (or call)
 * fetches the file under a fresh URL, because a browser may keep the failed import in its module map
 * and answer every later import() of it with the same error.
 */
export async function loadGuarded<T>(
  file: string,
  load: () => Promise<T>,
  tries = 1,
): Promise<T | undefined> {
  const url = failed.get(file);
  try {
    const module = url ? ((await import(/* @vite-ignore */ `${url}?retry=${++retries}`)) as T) : await load();
    failed.delete(file);
    return module;
  } catch (error) {
    const failedUrl = failedModuleUrl(error);
    if (failedUrl) failed.set(file, failedUrl);
    reportError(file, error);
    return tries > 1 ? loadGuarded(file, load, tries - 1) : undefined;
  }
}
