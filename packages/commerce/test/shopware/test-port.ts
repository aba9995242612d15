import type { Server } from 'node:http';

/**
 * The ports the recorded Store API servers take on the shared development machine, tried in order; when all are
 * taken (parallel test files, CI), any free port.
 */
const PORTS = [5160, 5161, 5162, 5163, 5164, 5165, 5166, 5167, 5168, 5169, 0];

/** Listens on the first free port of the list: its number. */
export async function listenOnTestPort(server: Server): Promise<number> {
  for (const port of PORTS) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) {
      const address = server.address();
      if (address && typeof address === 'object') return address.port;
    }
  }
  throw new Error('No free port for a recorded Store API');
}
