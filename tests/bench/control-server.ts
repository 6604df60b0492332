import { readFileSync } from "node:fs";
import http from "node:http";

// The benchmark's control: bare node:http answering every request with the same bytes a search
// answered, so the gap to the API is framework, routing and search work, not the machine.
const body = readFileSync(process.env.CONTROL_BODY ?? "", "utf8");
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.once("SIGTERM", () => server.close(() => process.exit(0)));
