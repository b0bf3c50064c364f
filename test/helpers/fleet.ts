import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { freePort, startPostgres, startRedis, type Engine } from './engines.js';
import { readJsonLines } from './processes.js';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** One real `src/main.ts` process of the fleet. */
export interface FleetProcess {
  readonly name: string;
  /** http://127.0.0.1:port for api processes; empty otherwise. */
  readonly url: string;
  /** pino lines this process wrote (JSON). */
  readonly lines: Array<Record<string, unknown>>;
  /** Stops it with SIGTERM (graceful) or SIGKILL (a crash) and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the same process again (same port, same env). */
  restart(): Promise<void>;
  readonly pid: number | undefined;
}

export interface Fleet {
  dataDir: string;
  env: Record<string, string>;
  add(name: string, roles: string, env?: Record<string, string>): Promise<FleetProcess>;
  stop(): Promise<void>;
}

/**
 * Processes of one fleet: the real service started with `tsx src/main.ts` and ROLES, all on one PostgreSQL,
 * one Redis and one shared DATA_DIR. Api processes are ready when /healthz answers; others when they log
 * that they started.
 */
export async function startFleet(env: Record<string, string>, opts: { nodeArgs?: string[] } = {}): Promise<Fleet> {
  // The tests run the TypeScript through the tsx hook; the fleet bench passes the built dist/ (bench/_code.ts).
  const nodeArgs = opts.nodeArgs ?? ['--import', 'tsx', 'src/main.ts'];
  const dataDir = await mkdtemp(join(tmpdir(), 'gt-fleet-'));
  const procs: FleetProcess[] = [];
  const common = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MIN: '100000',
    WORKER_CONCURRENCY: '2',
    DEALS_INTERVAL_MIN: '0',
    GIVEAWAYS_INTERVAL_MIN: '0',
    PDF_WORKER_SPARE: 'false',
    ...env,
  };
  return {
    dataDir,
    env: common,
    async add(name, roles, extra = {}) {
      const api = roles.split(',').includes('api');
      let port = api ? await freePort() : 0;
      // Vite puts BASE_URL ('/') into the test process's environment; the service must not inherit it.
      const { BASE_URL: _vite, ...inherited } = process.env as Record<string, string>;
      const childEnv: Record<string, string> = {
        ...inherited,
        ...common,
        ROLES: roles,
        PORT: String(port),
        ...(api ? { BASE_URL: `http://127.0.0.1:${port}` } : {}),
        ...extra,
      };
      let child: ChildProcess | null = null;
      const lines: Array<Record<string, unknown>> = [];
      let tail = '';
      const launch = async () => {
        tail = '';
        const c = spawn(process.execPath, nodeArgs, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
        child = c;
        readJsonLines(c.stdout, lines, (line) => (tail = (tail + line + '\n').slice(-4000)));
        c.stderr?.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-4000)));
        const deadline = Date.now() + 60_000;
        const startedAt = lines.length;
        for (;;) {
          if (c.exitCode !== null) throw new Error(`${name} exited with ${c.exitCode}: ${tail}`);
          if (Date.now() > deadline) throw new Error(`${name} did not start within 60 s: ${tail}`);
          const started = lines.slice(startedAt).some((l) => l.msg === 'started');
          if (started) return;
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      // freePort() closes the port before the child binds it, so another process of a busy machine may take it in
      // between (seen: "port … is already in use"): such a start is made again on a fresh port, never a test's failure.
      for (let attempt = 1; ; attempt++) {
        try {
          await launch();
          break;
        } catch (err) {
          if (!api || extra.PORT !== undefined || attempt >= 3 || !/already in use/.test(String(err))) throw err;
          port = await freePort();
          childEnv.PORT = String(port);
          childEnv.BASE_URL = extra.BASE_URL ?? `http://127.0.0.1:${port}`;
        }
      }
      const proc: FleetProcess = {
        name,
        url: api ? `http://127.0.0.1:${port}` : '',
        lines,
        get pid() {
          return child?.pid;
        },
        async stop(signal: NodeJS.Signals = 'SIGTERM') {
          const c = child;
          if (!c || c.exitCode !== null || c.signalCode !== null) return;
          const done = new Promise<void>((r) => c.once('exit', () => r()));
          c.kill(signal);
          await done;
        },
        restart: launch,
      };
      procs.push(proc);
      return proc;
    },
    async stop() {
      await Promise.all(procs.map((p) => p.stop('SIGTERM')));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The two api processes `twoApiProcesses` starts, filled in once the suite's beforeAll has run. */
export interface TwoApis {
  a: FleetProcess;
  b: FleetProcess;
}

/**
 * Registers, in the calling suite, a real PostgreSQL and Redis and two api processes of one fleet on them (no worker,
 * so every admitted job stays queued), started before the suite's tests and stopped after them.
 */
export function twoApiProcesses(env: Record<string, string>): TwoApis {
  const apis = {} as TwoApis;
  let engines: Engine[] = [];
  let fleet: Fleet | undefined;
  beforeAll(async () => {
    engines = await Promise.all([startPostgres(), startRedis()]);
    const [postgres, redis] = engines;
    fleet = await startFleet({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, ...env });
    apis.a = await fleet.add('api-a', 'api');
    apis.b = await fleet.add('api-b', 'api');
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await Promise.all(engines.map((e) => e.stop()));
  }, 60_000);
  return apis;
}
