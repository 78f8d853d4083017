// Loaded into the server under soak with `node --expose-gc --import <this file>`: every interval it
// collects garbage and sends its memory to the soak script over the IPC channel. The server's own code
// is untouched.
const every = Number(process.env.SOAK_SAMPLE_MS ?? 5000);
if (typeof process.send === "function") {
  setInterval(() => {
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    process.send({ at: process.uptime(), rss, heapUsed, heapTotal, external, arrayBuffers });
  }, every).unref();
}
