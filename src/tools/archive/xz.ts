/**
 * One xz-compressed file that is not a tar (issue 39 item 5): libarchive.js is built without its raw format and Node
 * has no xz, so it is inflated by xz-decompress in a worker thread (xz-worker.ts), streamed to disk under the limits a
 * lone gzip or zstd file meets (its member size, the total, the ratio to the file's size).
 */
import { ToolError } from '../../core/errors.js';
import { startSealedWorker } from '../shared/worker-entry.js';
import type { XzJob, XzReply } from './xz-protocol.js';

// The thread's JS heap holds only 64 KiB chunks on their way to disk; the decoder's dictionary is WebAssembly memory.
const WORKER_HEAP_MB = 64;

/**
 * Inflates `job.input` to `job.output`. Answers `tar` (nothing kept) when the content is a tar, which the caller
 * hands to the archive readers; otherwise the inflated size. Refusals are ToolErrors with the limits' own words.
 */
export function inflateXz(job: XzJob, signal: AbortSignal): Promise<{ tar: boolean; bytes: number }> {
  signal.throwIfAborted();
  const worker = startSealedWorker(import.meta.url, 'xz-worker', job, WORKER_HEAP_MB);
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void): void => {
      signal.removeEventListener('abort', onAbort);
      worker.removeAllListeners();
      // An error while the thread ends must not become an unhandled 'error' event.
      worker.on('error', () => undefined);
      void worker.terminate();
      settle();
    };
    const onAbort = (): void => finish(() => reject(signal.reason instanceof Error ? signal.reason : new ToolError('internal', 'job cancelled')));
    signal.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (reply: XzReply) =>
      finish(() => (reply.ok ? resolve({ tar: reply.tar, bytes: reply.bytes }) : reject(new ToolError(reply.kind, reply.message)))),
    );
    worker.once('error', (err) => finish(() => reject(new ToolError('internal', `the xz reader failed: ${err.message}`))));
    worker.once('exit', (code) => finish(() => reject(new ToolError('internal', `the xz reader stopped (code ${code})`))));
  });
}
