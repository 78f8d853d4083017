import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

/**
 * One request at a time on a connection. HTTP/1.1 lets a client send requests ahead of their replies
 * (pipelining), and Node parses all that a packet carries at once and builds every reply then: 300
 * clients that each pipelined 20 `GET /` and never read made 6,000 replies ahead of every visitor, and
 * held them. No browser pipelines. A request that comes while the reply before it is still being built
 * or written is not answered: that reply says `Connection: close` (or, its headers gone, the connection
 * ends after it) and the client sends the rest again on a new connection, as HTTP/1.1 asks of clients
 * that pipeline (RFC 9112, 9.3.2).
 */
export function oneAtATime(listener: Listener): Listener {
  const replying = new WeakMap<Socket, ServerResponse>();
  const closing = new WeakSet<Socket>();
  return (incoming, outgoing) => {
    const socket = incoming.socket;
    const current = replying.get(socket);
    if (current) {
      if (closing.has(socket)) return;
      closing.add(socket);
      if (!current.headersSent) current.setHeader("Connection", "close");
      else current.once("finish", () => socket.end());
      return;
    }
    replying.set(socket, outgoing);
    const done = () => {
      if (replying.get(socket) === outgoing) replying.delete(socket);
    };
    outgoing.once("finish", done);
    outgoing.once("close", done);
    listener(incoming, outgoing);
  };
}
