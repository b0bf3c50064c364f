import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../helpers/engines.js';
import { readJsonLines } from '../../../helpers/processes.js';

const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

/** What a test undoes after itself, last first. */
export type Cleanups = Array<() => Promise<void> | void>;

/** A TCP server that takes every connection and says nothing: a Bot API unreachable behind a proxy. */
export async function silentServer(cleanups: Cleanups): Promise<{ url: string; connections: () => number }> {
  const sockets = new Set<Socket>();
  let seen = 0;
  const server: Server = createServer((socket) => {
    seen++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(
    () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, connections: () => seen };
}

export interface MainProcess {
  child: ChildProcess;
  url: string;
  /** The service's DATA_DIR (removed by the cleanup). */
  dataDir: string;
  /** Its JSON log lines so far. */
  lines: Array<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real service (src/main.ts as a child process, JSON logs) on a free port with its own data folder. */
export async function startMainProcess(env: Record<string, string>, cleanups: Cleanups): Promise<MainProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gt-main-'));
  const port = await freePort();
  // Vite puts BASE_URL ('/') into the test process's environment; the service must not inherit it.
  const { BASE_URL: _vite, ...inherited } = process.env as Record<string, string>;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PDF_WORKER_SPARE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  readJsonLines(child.stdout, lines);
  child.stderr?.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  return { child, url: `http://127.0.0.1:${port}`, dataDir, lines, exited };
}

/** Resolves with how the process ended, or rejects when it is still running after `boundMs` (a liveness bound). */
export function exitOf(service: MainProcess, boundMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    service.exited.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the service did not exit')), boundMs);
    }),
  ]);
}
