// The floor of the machine for the bench: a plain Node `http` server answering one body from memory, as fast as
// Node itself can. Started by load.mjs with the size of the response it stands beside (FLOOR_BYTES), on FLOOR_PORT.
import { createServer } from 'node:http';

const body = Buffer.alloc(Number(process.env.FLOOR_BYTES ?? 15_000), 'a');
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.FLOOR_PORT ?? 3299), '127.0.0.1', () => process.send?.('listening'));
