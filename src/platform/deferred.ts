/** A promise and the function that settles it, for a value that arrives from outside its maker. */
export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };

/** A promise to be resolved later by whoever holds it; resolving it again does nothing. */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
