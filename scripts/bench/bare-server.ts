import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";

/**
 * The baseline: bare node:http answering from memory with the same bytes our server sends, so the
 * ratio shows only what Hono, routing, headers and the endpoint's work cost.
 */
/** Port 0 (the default) takes any free port; the line "ready on <port>" says which. */
const [htmlFile, stripReplyFile, port = "0"] = process.argv.slice(2);
const html = readFileSync(htmlFile as string);
const stripReply = readFileSync(stripReplyFile as string);

createServer((req, res) => {
  if (req.method === "POST") {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(stripReply);
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
  res.end(html);
}).listen(Number(port), "127.0.0.1", function (this: Server) {
  const address = this.address();
  console.log(`ready on ${typeof address === "object" && address ? address.port : port}`);
});
