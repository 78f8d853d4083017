import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";

/**
 * The baseline: bare node:http answering from memory with the same bytes our server sends (bodies and
 * headers, read from the directory given), so the ratio shows only what Hono, routing and the
 * endpoint's work cost. Port 0 (the default) takes any free port; the line "ready on <port>" says which.
 */
const [dir = ".", port = "0"] = process.argv.slice(2);
const reply = (name: string) => ({
  body: readFileSync(path.join(dir, `${name}.body`)),
  headers: JSON.parse(readFileSync(path.join(dir, `${name}.headers.json`), "utf8")) as Record<string, string>,
});
const page = reply("page");
const strip = reply("strip");

createServer((req, res) => {
  if (req.method === "POST") {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, strip.headers);
      res.end(strip.body);
    });
    return;
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(Number(port), "127.0.0.1", function (this: Server) {
  const address = this.address();
  console.log(`ready on ${typeof address === "object" && address ? address.port : port}`);
});
