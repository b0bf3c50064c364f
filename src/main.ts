import { setPriority } from 'node:os';
import { startService, stopOnSignals } from './app/run.js';
import { createServices } from './app/services.js';
import { loadConfigOrExit } from './config.js';
import { loadEnvFile } from './env-file.js';
import { chooseLogFormat, createLogger } from './logger.js';
import { createLogScope } from './logging/log-scope.js';

/** The process: settings, logger, then the composition root (src/app) wires and runs everything. */
async function main(): Promise<void> {
  // Before the config is parsed, so the file's values count; real environment variables win.
  const envFile = loadEnvFile();
  const config = loadConfigOrExit();
  const format = chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY);
  const logScope = createLogScope();
  const log = createLogger(config.LOG_LEVEL, format, logScope);
  if (envFile) {
    log.info({ file: envFile.path, applied: envFile.applied.length, overriddenByEnv: envFile.shadowed }, `read settings from ${envFile.path}`);
  }
  // Before any thread exists: libuv's and libvips's threads take the niceness of the thread that starts them.
  if (config.ROLES.length === 1 && config.ROLES[0] === 'worker' && config.WORKER_NICE > 0) {
    setPriority(config.WORKER_NICE);
  }
  const services = await createServices(config, { logger: log, logScope });
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
  let running;
  try {
    running = await startService(services, { format });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      // One line a person can act on, instead of a stack trace.
      console.error(`gametools: port ${config.PORT} on ${config.HOST} is already in use; stop the other process or set PORT.`);
      process.exit(1);
    }
    throw err;
  }
  // Bots may still be starting (or retrying an unreachable platform): a signal stops them with the rest.
  stopOnSignals(running, config.SHUTDOWN_TIMEOUT_S * 1000, log);
}

main().catch((err: unknown) => {
  console.error('gametools could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
