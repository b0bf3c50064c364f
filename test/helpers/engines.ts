import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Real database engines for the scaled tests and benchmarks: Debian's redis-server and PostgreSQL 15, each a
 * child process on 127.0.0.1, a free port and a temporary folder, stopped (and the folder removed) afterwards.
 * Nothing here fakes an engine.
 */

const REDIS_BIN = '/usr/bin/redis-server';
/** Debian's PostgreSQL binaries: 15 (bookworm) when present, else the newest installed major version. */
function pgBin(): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(join(base, '15', 'bin', 'postgres'))) return join(base, '15', 'bin');
  const majors = (existsSync(base) ? readdirSync(base) : []).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  if (majors.length === 0) throw new Error('PostgreSQL is not installed: run .ci/install-engines.sh');
  return join(base, majors[0], 'bin');
}

export interface Engine {
  /** Connection URL (redis://… or postgres://…). */
  readonly url: string;
  readonly port: number;
  /** Stops the engine (fast shutdown) but keeps its folder, so `start` brings the same data back. */
  halt(): Promise<void>;
  /** Starts it again on the same port after `halt`. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on this loopback port. */
export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1');
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${log()}`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not come up within 30 s: ${log()}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Children still running when the test process leaves are killed, so no engine outlives its test run. */
function killOnExit(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL', pid: () => number | undefined = () => child.pid): () => void {
  const kill = () => {
    const target = pid();
    if (target) {
      try {
        process.kill(target, signal);
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', kill);
  return () => process.off('exit', kill);
}

/** `redis-server` without persistence; `halt` + `start` is a restart that keeps nothing (like a cache node). */
export async function startRedis(): Promise<Engine> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let forget = () => undefined as void;
  let output = '';
  const launch = async () => {
    output = '';
    const c = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    c.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    c.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child = c;
    forget = killOnExit(c);
    await waitFor('redis-server', () => canConnect(port), c, () => output);
  };
  const halt = async () => {
    const c = child;
    if (!c) return;
    child = null;
    forget();
    c.kill('SIGTERM');
    await exited(c);
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    halt,
    start: launch,
    stop: halt,
  };
}

/**
 * PostgreSQL 15 in a temporary cluster. PostgreSQL refuses to run as root, so when this process is root the
 * cluster folder is given to the `postgres` system user and initdb/postgres run through `runuser`.
 * Durability settings are off: a test cluster is thrown away.
 */
export async function startPostgres(): Promise<Engine> {
  const port = await freePort();
  const root = await mkdtemp(join(tmpdir(), 'gt-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? lookupUid('postgres') : null;
  if (asRoot && !pgUser) throw new Error('running as root needs the "postgres" system user (apt-get install postgresql)');
  if (pgUser) chownSync(root, pgUser.uid, pgUser.gid);
  const wrap = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

  const [initCmd, initArgs] = wrap(join(pgBin(), 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    await rm(root, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }

  let child: ChildProcess | null = null;
  let forget = () => undefined as void;
  let output = '';
  const postmasterPid = () => {
    try {
      // The first line of postmaster.pid is the server's pid (runuser stands between us and it).
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  const launch = async () => {
    output = '';
    const [cmd, args] = wrap(join(pgBin(), 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      root,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=64MB',
    ]);
    const c = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    c.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    c.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child = c;
    forget = killOnExit(c, 'SIGQUIT', postmasterPid);
    await waitFor('postgres', () => pgReady(port), c, () => output);
  };
  const halt = async () => {
    const c = child;
    if (!c) return;
    child = null;
    forget();
    // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the data stays.
    const pid = postmasterPid();
    if (pid) process.kill(pid, 'SIGINT');
    else c.kill('SIGINT');
    await exited(c);
    const stale = join(dataDir, 'postmaster.pid');
    for (let i = 0; i < 100 && existsSync(stale); i++) await new Promise((r) => setTimeout(r, 50));
  };
  await launch();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    halt,
    start: launch,
    async stop() {
      await halt();
      await rm(root, { recursive: true, force: true });
    },
  };
}

function pgReady(port: number): Promise<boolean> {
  const res = spawnSync(join(pgBin(), 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-t', '1'], {
    encoding: 'utf8',
  });
  return Promise.resolve(res.status === 0);
}

function lookupUid(user: string): { uid: number; gid: number } | null {
  const res = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (res.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A fresh database in a running cluster, so test files can share one engine without sharing tables. */
export async function createDatabase(engine: Engine, name: string): Promise<string> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: engine.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replace(/[^a-z0-9_]/gi, '_')}"`);
  } finally {
    await client.end();
  }
  return engine.url.replace(/\/postgres$/, `/${name.replace(/[^a-z0-9_]/gi, '_')}`);
}
