import { loadConfig, ConfigError } from './config.js';
import { createServices, startApp } from './compose.js';

/** Composition root: configuration, services, HTTP, and the bots when their tokens are set. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const services = await createServices(config);
  const { log } = services;
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
  const running = await startApp(services);
  log.info({ url: config.BASE_URL, listen: running.url, tools: services.tools.all().length }, 'HTTP API on');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    running
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
