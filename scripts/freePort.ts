import { createServer } from "node:net";

/** A port nobody listens on now (the sheet's server, the cross-engine suite's WebKitWebDriver). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
