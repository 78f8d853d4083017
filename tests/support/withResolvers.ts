/**
 * A promise and the call that resolves it (Promise.withResolvers, which Node 20 lacks): what a test
 * holds back until it says so.
 */
export function withResolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
