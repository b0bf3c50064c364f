import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { until } from '../../helpers/processes.js';
import { exitOf as exitWithin, silentServer, startMainProcess, type Cleanups, type MainProcess } from './helpers/main-process.js';

/**
 * The real service (src/main.ts as a child process) with a Telegram Bot API that accepts connections and never
 * answers: the bot's start hangs on its first call, as it does when the API is unreachable behind a proxy. A
 * SIGTERM must still end the process within SHUTDOWN_TIMEOUT_S, and a second signal must end it at once.
 */

/** Far above any deadline used here: the process is expected to be gone long before. A liveness bound. */
const EXIT_BOUND_MS = 60_000;

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const exitOf = (service: MainProcess) => exitWithin(service, EXIT_BOUND_MS);

/** The service answers HTTP and its Telegram bot is stuck on a call the Bot API never answers. */
async function upWithStuckBot(shutdownS: number): Promise<MainProcess> {
  const api = await silentServer(cleanups);
  const service = await startMainProcess(
    {
      TELEGRAM_BOT_TOKEN: '123456:silent-api',
      TELEGRAM_API_ROOT: api.url,
      SHUTDOWN_TIMEOUT_S: String(shutdownS),
    },
    cleanups,
  );
  await until('the HTTP API to answer', async () => (await fetch(`${service.url}/healthz`).catch(() => null))?.status === 200, 60_000);
  await until('the bot to call the silent Bot API', () => api.connections() > 0, 30_000);
  return service;
}

it('SIGTERM with a Bot API that never answers: the bot\'s start is given up and the process stops cleanly within SHUTDOWN_TIMEOUT_S', async () => {
  const service = await upWithStuckBot(2);
  const sent = Date.now();
  service.child.kill('SIGTERM');
  const end = await exitOf(service);
  // The start under way is aborted with the rest, so nothing overruns: exit 0, never killed by the signal itself.
  expect(end).toEqual({ code: 0, signal: null });
  expect(Date.now() - sent).toBeLessThan(2_000 + 1_000);
  expect(service.lines.some((l) => l.msg === 'stopping' && l.signal === 'SIGTERM')).toBe(true);
  expect(service.lines.some((l) => l.msg === 'stopped')).toBe(true);
}, 120_000);

it('a second SIGTERM exits at once, whatever the deadline', async () => {
  // A deadline no test would wait for: only the second signal can end the process before the bound.
  const service = await upWithStuckBot(3600);
  // An upload whose body never ends: the HTTP drain waits for it for most of the deadline.
  const { port } = new URL(service.url);
  const socket = connect(Number(port), '127.0.0.1');
  cleanups.push(() => void socket.destroy());
  socket.on('error', () => undefined);
  await new Promise<void>((r) => socket.once('connect', () => r()));
  socket.write(
    `POST /upload HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: multipart/form-data; boundary=x\r\ncontent-length: 100000\r\n\r\n` +
      `--x\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\ncontent-type: application/octet-stream\r\n\r\n${'a'.repeat(1000)}`,
  );
  // The upload is under way once its temporary file exists: only then can the drain be held by it (a loaded
  // machine could otherwise stop cleanly before the request was read, and the second signal find nothing to cut).
  await until('the upload to be read', async () => (await readdir(join(service.dataDir, 'tmp')).catch(() => [])).length > 0, 30_000);
  service.child.kill('SIGTERM');
  await until('the stop to begin', () => service.lines.some((l) => l.msg === 'stopping'), 30_000);
  service.child.kill('SIGTERM');
  expect(await exitOf(service)).toEqual({ code: 143, signal: null });
  expect(service.lines.some((l) => l.msg === 'second signal: exiting now')).toBe(true);
}, 120_000);

it('without bots a SIGTERM stops everything cleanly: exit code 0', async () => {
  const service = await startMainProcess({ SHUTDOWN_TIMEOUT_S: '20' }, cleanups);
  await until('the service to start', () => service.lines.some((l) => l.msg === 'started'), 60_000);
  service.child.kill('SIGTERM');
  expect(await exitOf(service)).toEqual({ code: 0, signal: null });
  expect(service.lines.some((l) => l.msg === 'stopped')).toBe(true);
}, 120_000);
