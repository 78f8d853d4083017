import type { Server, ServerResponse } from "node:http";

/** How a stop ended: every request in flight answered, or the deadline cut the rest off. */
export type Stopped = { finished: boolean };

/**
 * A stop the way a load balancer expects it (SIGTERM when an instance is taken out): the listening socket
 * closes at once, so a new connection is refused; every request already on a connection is answered,
 * its reply saying `Connection: close` so the client opens its next request elsewhere; a kept-alive
 * connection with nothing in flight is closed. Node's own `close()` alone would wait for each kept-alive
 * connection's idle timeout. Whatever is still open at `deadlineMs` is cut off.
 *
 * Call it when the server is created: it must see every request to mark the ones in flight at the stop.
 */
export function gracefulStop(server: Server): (deadlineMs: number) => Promise<Stopped> {
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<Stopped> | undefined;

  const closeAfter = (outgoing: ServerResponse) => {
    if (!outgoing.headersSent) outgoing.setHeader("Connection", "close");
  };
  server.on("request", (_incoming, outgoing: ServerResponse) => {
    inFlight.add(outgoing);
    outgoing.once("close", () => inFlight.delete(outgoing));
    if (stopping) closeAfter(outgoing);
    // A reply whose headers went out before the stop said keep-alive: its connection goes once idle.
    outgoing.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  return (deadlineMs) => {
    stopping ??= new Promise<Stopped>((resolve) => {
      for (const outgoing of inFlight) closeAfter(outgoing);
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve({ finished: false });
      }, deadlineMs);
      server.close(() => {
        clearTimeout(timer);
        resolve({ finished: true });
      });
      server.closeIdleConnections();
    });
    return stopping;
  };
}
