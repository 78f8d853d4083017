import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;
type Waiting = { queue: (() => void)[]; last?: ServerResponse; closing: boolean };

/** Requests one connection may send ahead of their replies; the reply to the last of them closes it. */
export const PIPELINE_DEPTH = 4;

/**
 * Answers a connection's pipelined requests in turn: the next goes to `listener` on the loop's next turn
 * after the reply before it was handed to the socket, so other connections' requests come in between.
 * Node parses every request a packet carries at once and would build all their replies then: 300
 * clients that each pipeline 20 `GET /` and never read made 6,000 replies ahead of every visitor.
 * A request beyond PIPELINE_DEPTH waiting is not answered: the last one waiting says `Connection: close`,
 * and the client sends the rest again on a new connection, as HTTP/1.1 asks of clients that pipeline.
 */
export function answerInTurn(listener: Listener): Listener {
  const connections = new WeakMap<Socket, Waiting>();

  const answer = (socket: Socket, waiting: Waiting, incoming: IncomingMessage, outgoing: ServerResponse) => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      const run = socket.destroyed ? undefined : waiting.queue.shift();
      // On the loop's next turn: a reply the kernel took at once finishes within this tick, and
      // chaining here would build every pipelined reply before another connection is read.
      if (run) setImmediate(run);
      else connections.delete(socket);
    };
    outgoing.once("finish", next);
    outgoing.once("close", next);
    listener(incoming, outgoing);
  };

  return (incoming, outgoing) => {
    const socket = incoming.socket;
    const waiting = connections.get(socket);
    if (!waiting) {
      const first: Waiting = { queue: [], closing: false };
      connections.set(socket, first);
      return answer(socket, first, incoming, outgoing);
    }
    if (waiting.closing) return;
    if (waiting.queue.length >= PIPELINE_DEPTH) {
      waiting.closing = true;
      waiting.last?.setHeader("Connection", "close");
      return;
    }
    waiting.last = outgoing;
    waiting.queue.push(() => answer(socket, waiting, incoming, outgoing));
  };
}
