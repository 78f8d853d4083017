/** The one console line SPEC.md 8 gives for a failure in any script file. */
export function errorInFileMessage(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Error in file: ${file}; Error: ${message}`;
}

export function reportError(file: string, error: unknown): void {
  console.error(errorInFileMessage(file, error));
}

/**
 * Loads a lazy script file, logging a failure in SPEC.md 8's words and resolving to undefined, so the
 * caller keeps its DOM version. Nothing is cached on failure: the next call tries the file again.
 */
export async function loadGuarded<T>(file: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    reportError(file, error);
    return undefined;
  }
}
