// The floor of the machine for the bench: a plain Node `http` server answering one body from memory, as fast as
// Node itself can. Started by load.mjs with the body of the response it stands beside, on FLOOR_PORT.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The very bytes of the response it stands beside (FLOOR_BODY_FILE), so that size and content match (autocannon's
// own cost depends on the content: load.mjs). Without a file, FLOOR_BYTES of one letter.
const body = process.env.FLOOR_BODY_FILE
  ? readFileSync(process.env.FLOOR_BODY_FILE)
  : Buffer.alloc(Number(process.env.FLOOR_BYTES ?? 15_000), 'a');
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.FLOOR_PORT ?? 3299), '127.0.0.1', () => process.send?.('listening'));
