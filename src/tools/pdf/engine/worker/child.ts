/**
 * Entry point of a PDF worker process (see engine/pool.ts). It serves one request at a time over IPC;
 * the parent kills it on cancellation or when it outgrows its memory budget (mupdf's WASM calls are
 * synchronous and its heap is not bounded by V8 options, so a process is the unit we can stop), and
 * otherwise may reuse it for later jobs, which then start with mupdf loaded and its code compiled.
 */
import type { OpContext } from './context.js';
import { LOADERS } from './operations.js';
import type { Parent2Worker, Worker2Parent } from './protocol.js';

const send = (msg: Worker2Parent): Promise<void> =>
  new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(msg, undefined, {}, () => resolve());
  });

const ctx: OpContext = {
  progress: (done, total) => void send({ type: 'progress', done, total }),
  tick: () => new Promise((resolve) => setImmediate(resolve)),
};

// A waiting worker has mupdf loaded already; the parent going away ends it.
const mupdf = import('mupdf');
process.once('disconnect', () => process.exit(0));

let queue: Promise<void> = Promise.resolve();
process.on('message', (raw: Parent2Worker) => {
  queue = queue.then(() => handle(raw));
});

async function handle(req: Parent2Worker): Promise<void> {
  const load = Object.hasOwn(LOADERS, req.op) ? LOADERS[req.op as keyof typeof LOADERS] : undefined;
  let reply: Worker2Parent;
  if (!load) {
    reply = { type: 'error', message: `unknown pdf operation ${req.op}` };
  } else {
    try {
      await mupdf;
      const op = (await load()) as (a: unknown, c: OpContext) => unknown;
      reply = { type: 'result', value: await op(req.args, ctx) };
    } catch (err) {
      reply = { type: 'error', message: err instanceof Error ? err.message : String(err) };
    }
  }
  // Drop this job's documents now rather than at some later GC, so a reused worker starts lean.
  (globalThis as { gc?: () => void }).gc?.();
  (await mupdf).emptyStore();
  await send(reply);
}
