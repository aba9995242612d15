import { createGateway } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';

/** Starts the gateway: configuration from the environment, embedded engines, then listen. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const gateway = await createGateway(config, logger);
  await new Promise<void>((resolve) => gateway.server.listen(config.port, config.host, resolve));
  logger.info({ url: `http://localhost:${config.port}/graphql`, graphiql: config.graphiql }, 'gateway listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await gateway.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  // The logger may not exist yet (bad configuration): write one JSON line ourselves.
  process.stderr.write(`${JSON.stringify({ level: 'fatal', msg: String(error?.message ?? error) })}\n`);
  process.exit(1);
});
