/**
 * Entry point of the PDF worker process. The service forks one per job (runner.ts), sends one request
 * over IPC, and kills the process on cancellation or when it outgrows its memory budget: mupdf's WASM
 * calls are synchronous and its heap is not bounded by V8 options, so a process is the unit we can stop.
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

// A spare worker waits for its job with mupdf already loaded; the parent going away ends it.
const warm = import('mupdf');
process.once('disconnect', () => process.exit(0));
process.once('message', (raw: Parent2Worker) => {
  void handle(raw).finally(() => process.disconnect?.());
});

async function handle(req: Parent2Worker): Promise<void> {
  const load = Object.hasOwn(LOADERS, req.op) ? LOADERS[req.op as keyof typeof LOADERS] : undefined;
  if (!load) {
    await send({ type: 'error', message: `unknown pdf operation ${req.op}` });
    return;
  }
  try {
    await warm;
    const op = (await load()) as (a: unknown, c: OpContext) => unknown;
    const value = await op(req.args, ctx);
    await send({ type: 'result', value });
  } catch (err) {
    await send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
}
