/**
 * Runs PDF operations in separate Node processes. mupdf's WASM calls are synchronous (they would
 * freeze the API's event loop) and its heap grows outside V8's limits, so the only reliable bound is
 * a process we watch and kill: past its memory budget, past its time, or when the job is cancelled.
 * A worker that finished a job normally and stayed lean is kept (at most two idle) for the next job.
 *
 * The pool is an object the composition root makes once and hands to the tools in their environment
 * (ToolEnv.pdf), so two services in one process (tests) keep their workers apart and shutdown can end them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { rawToolError, ToolError } from '../../../core/errors.js';
import type { PdfWorkerRun, PdfWorkers, ToolLimits } from '../../../core/tools/tool.types.js';
import { residentMb } from '../../shared/proc.js';
import { lowerPriority } from '../../shared/child-priority.js';
import { childEntry } from '../../shared/worker-entry.js';
import type { OperationMap } from './worker/operations.js';
import type { Parent2Worker, Worker2Parent } from './worker/protocol.js';

const RSS_POLL_MS = 50;
const STDERR_TAIL = 2048;

export interface WorkerRunOptions extends PdfWorkerRun {
  /** The pool the tool environment carries. */
  pool: PdfWorkers;
}

export type PdfWorkerLimits = Pick<ToolLimits, 'pdfWorkerMemoryMb' | 'pdfKeepSpareWorker' | 'jobNice'>;

export type OpName = keyof OperationMap;
export type OpArgs<K extends OpName> = Parameters<OperationMap[K]>[0];
export type OpResult<K extends OpName> = Awaited<ReturnType<OperationMap[K]>>;

interface Entry {
  file: string;
  execArgv: string[];
}

/** Only what Node and tsx need: the worker gets none of the service's secrets. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'TMPDIR', 'TZ', 'LANG', 'NODE_ENV', 'HOME']) {
    if (process.env[key] !== undefined) env[key] = process.env[key];
  }
  return env;
}

function forkWorker({ file, execArgv }: Entry, limitMb: number, nice: number): ChildProcess {
  const child = fork(file, [], {
    // --no-liftoff: mupdf's WASM is compiled by the optimising tier up front (+0.2 s at start, +15 MB),
    // instead of running baseline code until it tiers up; measured ~30 % faster on a fresh 50-page render.
    execArgv: [
      ...execArgv,
      `--max-old-space-size=${Math.max(64, Math.floor(limitMb))}`,
      '--expose-gc',
      '--no-liftoff',
      '--no-warnings',
    ],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: childEnv(),
    serialization: 'json',
  });
  // Before Node starts its own threads, which inherit it.
  lowerPriority(child.pid, nice);
  child.stderr?.setEncoding('utf8');
  // Errors surface through the per-job listeners; an idle worker's failure only removes it from the pool.
  child.on('error', () => undefined);
  return child;
}

interface PooledWorker {
  child: ChildProcess;
  limitMb: number;
  nice: number;
  jobs: number;
}

/** Idle workers kept at most (a spare for the next job, one more for a second concurrent job). */
const MAX_IDLE = 2;
/** A worker is retired after this many jobs, so slow leaks cannot build up. */
const MAX_JOBS_PER_WORKER = 50;
/** A worker whose resident memory stays above this after a job is retired (WASM memory never shrinks). */
const RECYCLE_RSS_MB = 300;

const alive = (w: PooledWorker): boolean => w.child.connected && w.child.exitCode === null && w.child.signalCode === null;

export class PdfWorkerPool implements PdfWorkers {
  readonly #entry = childEntry(import.meta.url, 'worker/child');
  /** Idle workers, most recently used last. They hold no reference on the event loop. */
  readonly #idle: PooledWorker[] = [];

  /**
   * Starts an idle worker ahead of the first job (call once at service start-up): that job then skips
   * process and mupdf start-up. The idle worker holds no reference on the event loop.
   */
  prewarm(limits: PdfWorkerLimits): void {
    this.#addSpare(limits.pdfWorkerMemoryMb, limits.pdfKeepSpareWorker, limits.jobNice);
  }

  /** Ends the idle workers; a running job keeps its own until it settles. */
  close(): void {
    for (const w of this.#idle.splice(0)) w.child.kill('SIGKILL');
  }

  run(op: string, args: object, opts: PdfWorkerRun): Promise<unknown> {
    return runOn(this, op, args, opts);
  }

  #newWorker(limitMb: number, nice: number): PooledWorker {
    return { child: forkWorker(this.#entry, limitMb, nice), limitMb, nice, jobs: 0 };
  }

  #addIdle(worker: PooledWorker): void {
    const idle = this.#idle;
    setRef(worker.child, false);
    worker.child.once('exit', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    idle.push(worker);
    while (idle.length > MAX_IDLE) idle.shift()?.child.kill('SIGKILL');
  }

  /**
   * Hands out a worker: the most recently used idle one that fits (mupdf loaded, code compiled), else
   * a fresh process. When that leaves no idle worker, a spare is started in the background so the next
   * job skips Node, tsx and mupdf start-up (~0.4 s of CPU, more on a busy machine).
   */
  take(limitMb: number, keepSpare: boolean, nice: number): PooledWorker {
    let worker: PooledWorker | undefined;
    while (!worker && this.#idle.length > 0) {
      const candidate = this.#idle.pop()!;
      if (candidate.limitMb === limitMb && candidate.nice === nice && alive(candidate)) worker = candidate;
      else candidate.child.kill('SIGKILL');
    }
    if (worker) {
      worker.child.removeAllListeners('exit');
      setRef(worker.child, true);
    } else {
      worker = this.#newWorker(limitMb, nice);
    }
    if (keepSpare && this.#idle.length === 0) setImmediate(() => this.#addSpare(limitMb, keepSpare, nice));
    return worker;
  }

  /** Starts an idle worker unless spares are off or one is waiting already. */
  #addSpare(limitMb: number, keepSpare: boolean, nice: number): void {
    if (!keepSpare || this.#idle.length > 0) return;
    try {
      this.#addIdle(this.#newWorker(limitMb, nice));
    } catch {
      // No spare this time; the next job forks its own worker.
    }
  }

  /** After a successful job: back to the pool if it is still lean, else ended. */
  async release(worker: PooledWorker, keepSpare: boolean): Promise<void> {
    worker.jobs++;
    const rss = worker.child.pid === undefined ? null : await residentMb(worker.child.pid);
    if (keepSpare && alive(worker) && worker.jobs < MAX_JOBS_PER_WORKER && rss !== null && rss < RECYCLE_RSS_MB) {
      this.#addIdle(worker);
    } else {
      worker.child.kill('SIGKILL');
    }
  }
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

const OOM_TEXT = /out of memory|malloc|enlarge memory|OOM|heap limit|Allocation failed/i;
const outOfMemory = (detail: string): string => `the document exceeds the memory available to the pdf worker (${detail})`;

/**
 * Runs `op` with `args` in a worker of the environment's pool and resolves with its result. Failures become
 * ToolErrors; a limit breach (memory, time, pages, pixels, output size) has "exceeds" in its text.
 */
export function runPdfWorker<K extends OpName>(op: K, args: OpArgs<K>, opts: WorkerRunOptions): Promise<OpResult<K>> {
  const { pool, ...run } = opts;
  return pool.run(op, args, run) as Promise<OpResult<K>>;
}

function runOn(pool: PdfWorkerPool, op: string, args: object, opts: PdfWorkerRun): Promise<unknown> {
  if (opts.signal.aborted) return Promise.reject(new ToolError('internal', 'job cancelled'));
  const limitMb = opts.limits.pdfWorkerMemoryMb;
  const keepSpare = opts.limits.pdfKeepSpareWorker;
  return new Promise<unknown>((resolve, reject) => {
    let worker: PooledWorker;
    try {
      worker = pool.take(limitMb, keepSpare, opts.limits.jobNice);
    } catch (err) {
      reject(new ToolError('internal', `could not start the pdf worker: ${String(err)}`));
      return;
    }
    const { child } = worker;
    // The worker's CPU time while it runs this operation is the job's (JOB_CPU_S).
    const untrack = child.pid !== undefined && opts.cpu ? opts.cpu.track(child.pid) : () => undefined;
    let settled = false;
    let stderr = '';

    const detach = (): void => {
      untrack();
      clearInterval(watch);
      if (timer) clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
      child.removeListener('message', onMessage);
      child.removeListener('exit', onExit);
      child.removeListener('error', onError);
      child.stderr?.removeListener('data', onStderr);
    };
    /** Ends the job; the worker is killed unless the job finished normally (`keep`). */
    const finish = (err: Error | null, value?: unknown, keep = false): void => {
      if (settled) return;
      settled = true;
      detach();
      if (keep) void pool.release(worker, keepSpare);
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (err) reject(err);
      else resolve(value);
    };
    const onAbort = (): void => finish(new ToolError('internal', 'job cancelled'));
    const onStderr = (chunk: string): void => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    };
    const onMessage = (msg: Worker2Parent): void => {
      if (msg.type === 'progress') {
        if (typeof msg.done === 'number' && typeof msg.total === 'number') opts.onProgress?.(msg.done, msg.total);
      } else if (msg.type === 'result') {
        finish(null, msg.value, true);
      } else {
        // The operation failed cleanly inside the worker; the process itself is fine to reuse.
        finish(rawToolError(describeFailure(msg.message ?? 'pdf worker failed')), undefined, true);
      }
    };
    const onError = (err: Error): void => finish(new ToolError('internal', `pdf worker error: ${err.message}`));
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      if (OOM_TEXT.test(stderr)) {
        finish(new ToolError('too_large', outOfMemory(tail)));
      } else {
        finish(new ToolError('internal', `pdf worker stopped (code ${code}, signal ${signal})${tail ? `: ${tail}` : ''}`));
      }
    };

    opts.signal.addEventListener('abort', onAbort, { once: true });
    const timer = opts.timeoutMs
      ? setTimeout(() => finish(new ToolError('timeout', `the pdf job exceeds the time limit of ${opts.timeoutMs} ms`)), opts.timeoutMs)
      : undefined;
    let polling = false;
    const watch = setInterval(() => {
      if (polling || child.pid === undefined) return;
      polling = true;
      void residentMb(child.pid).then((mb) => {
        polling = false;
        if (mb !== null && mb > limitMb) {
          finish(new ToolError('too_large', `the document exceeds the memory budget of ${limitMb} MB for pdf processing`));
        }
      });
    }, RSS_POLL_MS);

    child.stderr?.on('data', onStderr);
    child.on('message', onMessage);
    child.on('error', onError);
    child.on('exit', onExit);
    const request = { op, args } as Parent2Worker;
    child.send(request, (err) => {
      if (err) finish(new ToolError('internal', `could not reach the pdf worker: ${err.message}`));
    });
  });
}

function describeFailure(message: string): string {
  return OOM_TEXT.test(message) && !/exceeds/.test(message) ? outOfMemory(message) : message;
}
