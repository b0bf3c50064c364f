/**
 * Runs one PDF operation in a separate Node process. mupdf's WASM calls are synchronous (they would
 * freeze the API's event loop) and its heap grows outside V8's limits, so the only reliable bound is
 * a process we watch and kill: past its memory budget, past its time, or when the job is cancelled.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ToolError } from '../../core/errors.js';
import type { OperationMap } from './worker/operations.js';
import type { Parent2Worker, Worker2Parent } from './worker/protocol.js';

/** Default resident-memory budget of one worker; PDF_WORKER_MEMORY_MB overrides it (read per job). */
export const DEFAULT_WORKER_MEMORY_MB = 1024;
const RSS_POLL_MS = 50;
const STDERR_TAIL = 2048;

export interface WorkerRunOptions {
  signal: AbortSignal;
  /** Called with units done out of total as the worker reports them. */
  onProgress?: (done: number, total: number) => void;
  /** Resident memory allowed to the worker process. */
  memoryLimitMb?: number;
  /** Wall-clock backstop in addition to the job's own signal. */
  timeoutMs?: number;
}

export type OpName = keyof OperationMap;
export type OpArgs<K extends OpName> = Parameters<OperationMap[K]>[0];
export type OpResult<K extends OpName> = Awaited<ReturnType<OperationMap[K]>>;

export function workerMemoryLimitMb(): number {
  const fromEnv = Number(process.env.PDF_WORKER_MEMORY_MB);
  return Number.isFinite(fromEnv) && fromEnv >= 64 ? fromEnv : DEFAULT_WORKER_MEMORY_MB;
}

interface Entry {
  file: string;
  execArgv: string[];
}

let entry: Entry | undefined;

/** Compiled builds run child.js directly; from source (tsx, vitest) the child loads tsx itself. */
function workerEntry(): Entry {
  if (entry) return entry;
  const here = dirname(fileURLToPath(import.meta.url));
  const js = join(here, 'worker', 'child.js');
  if (existsSync(js)) {
    entry = { file: js, execArgv: [] };
  } else {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    entry = { file: join(here, 'worker', 'child.ts'), execArgv: ['--import', tsx] };
  }
  return entry;
}

/** Only what Node and tsx need: the worker gets none of the service's secrets. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'TMPDIR', 'TZ', 'LANG', 'NODE_ENV', 'HOME']) {
    if (process.env[key] !== undefined) env[key] = process.env[key];
  }
  return env;
}

function forkWorker(limitMb: number): ChildProcess {
  const { file, execArgv } = workerEntry();
  return fork(file, [], {
    execArgv: [...execArgv, `--max-old-space-size=${Math.max(64, Math.floor(limitMb))}`, '--no-warnings'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: childEnv(),
    serialization: 'json',
  });
}

interface Spare {
  child: ChildProcess;
  limitMb: number;
}
let spare: Spare | null = null;

/** Whether a warm worker is kept ready for the next job (PDF_WORKER_SPARE=0 turns it off). */
const spareEnabled = (): boolean => process.env.PDF_WORKER_SPARE !== '0';

/**
 * Hands out a worker process: the warm spare when it fits, else a fresh one. A new spare is started
 * right after, so the next job skips Node, tsx and mupdf start-up (~0.4 s, more on a busy machine).
 * The spare holds no reference on the event loop, so it never keeps the service (or a test) alive.
 */
function takeWorker(limitMb: number): ChildProcess {
  let child: ChildProcess;
  const ready = spare;
  spare = null;
  if (ready && ready.limitMb === limitMb && ready.child.connected && ready.child.exitCode === null) {
    child = ready.child;
    setRef(child, true);
  } else {
    if (ready) ready.child.kill('SIGKILL');
    child = forkWorker(limitMb);
  }
  if (spareEnabled()) {
    setImmediate(() => {
      if (spare) return;
      try {
        const next = forkWorker(limitMb);
        setRef(next, false);
        next.on('error', () => undefined);
        next.once('exit', () => {
          if (spare?.child === next) spare = null;
        });
        spare = { child: next, limitMb };
      } catch {
        spare = null;
      }
    });
  }
  return child;
}

interface Refable {
  ref(): void;
  unref(): void;
}

function setRef(child: ChildProcess, on: boolean): void {
  const handles = [child, child.channel as unknown as Refable | undefined, child.stderr as unknown as Refable | null];
  for (const h of handles) {
    if (h && typeof h.ref === 'function') {
      if (on) h.ref();
      else h.unref();
    }
  }
}

async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const OOM_TEXT = /out of memory|malloc|enlarge memory|OOM|heap limit|Allocation failed/i;

/**
 * Forks a worker, runs `op` with `args`, and resolves with its result. Failures become ToolErrors;
 * a limit breach (memory, time, pages, pixels, output size) has "exceeds" in its text.
 */
export function runPdfWorker<K extends OpName>(op: K, args: OpArgs<K>, opts: WorkerRunOptions): Promise<OpResult<K>> {
  if (opts.signal.aborted) return Promise.reject(new ToolError('job cancelled'));
  const limitMb = opts.memoryLimitMb ?? workerMemoryLimitMb();
  return new Promise<OpResult<K>>((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = takeWorker(limitMb);
    } catch (err) {
      reject(new ToolError(`could not start the pdf worker: ${String(err)}`));
      return;
    }
    let settled = false;
    let stderr = '';
    let outcome: Worker2Parent | undefined;

    const finish = (err: Error | null, value?: unknown): void => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      if (timer) clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (err) reject(err);
      else resolve(value as OpResult<K>);
    };
    const onAbort = (): void => finish(new ToolError('job cancelled'));
    opts.signal.addEventListener('abort', onAbort, { once: true });

    const timer = opts.timeoutMs
      ? setTimeout(() => finish(new ToolError(`the pdf job exceeds the time limit of ${opts.timeoutMs} ms`)), opts.timeoutMs)
      : undefined;

    let polling = false;
    const watch = setInterval(() => {
      if (polling || child.pid === undefined) return;
      polling = true;
      void residentMb(child.pid).then((mb) => {
        polling = false;
        if (mb !== null && mb > limitMb) {
          finish(new ToolError(`the document exceeds the memory budget of ${limitMb} MB for pdf processing`));
        }
      });
    }, RSS_POLL_MS);

    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('message', (msg: Worker2Parent) => {
      if (msg.type === 'progress') {
        if (typeof msg.done === 'number' && typeof msg.total === 'number') opts.onProgress?.(msg.done, msg.total);
      } else {
        outcome = msg;
        if (msg.type === 'result') finish(null, msg.value);
        else finish(new ToolError(describeFailure(msg.message ?? 'pdf worker failed')));
      }
    });
    child.on('error', (err) => finish(new ToolError(`pdf worker error: ${err.message}`)));
    child.on('exit', (code, signal) => {
      if (outcome) return;
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      if (OOM_TEXT.test(stderr)) {
        finish(new ToolError(`the document exceeds the memory available to the pdf worker (${tail})`));
      } else {
        finish(new ToolError(`pdf worker stopped (code ${code}, signal ${signal})${tail ? `: ${tail}` : ''}`));
      }
    });
    const request: Parent2Worker = { op, args };
    child.send(request);
  });
}

function describeFailure(message: string): string {
  if (OOM_TEXT.test(message) && !/exceeds/.test(message)) {
    return `the document exceeds the memory available to the pdf worker (${message})`;
  }
  return message;
}
