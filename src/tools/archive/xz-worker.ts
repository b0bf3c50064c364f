/**
 * Worker-thread entry that inflates one xz file (xz-decompress: xz-embedded compiled to WebAssembly). Its decoder is
 * synchronous, 64 KiB of output a call, so it runs here instead of on the service's event loop; every chunk is
 * counted against the archive limits before it is written, and the parent terminates the thread on cancellation.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { parentPort, workerData } from 'node:worker_threads';
import xz from 'xz-decompress';
import { ToolError } from '../../core/errors.js';
import { ARCHIVE_LIMITS, MemberTally } from './members.js';
import { isTarHeader, TAR_MAGIC_END, xzFailure, type XzJob, type XzReply } from './xz-protocol.js';

async function inflate(job: XzJob): Promise<XzReply> {
  const source = Readable.toWeb(createReadStream(job.input)) as ReadableStream<Uint8Array>;
  // A UMD bundle: Node sees only its module.exports, not named exports.
  const reader = new xz.XzReadableStream(source as unknown as globalThis.ReadableStream<Uint8Array>).getReader();
  const tally = new MemberTally(ARCHIVE_LIMITS, job.archiveBytes);
  tally.add(job.name, 0);
  const out = job.output ? createWriteStream(job.output) : null;
  let head: Buffer | null = Buffer.alloc(0);
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (head) {
        head = Buffer.concat([head, value]);
        if (head.length >= TAR_MAGIC_END) {
          // A tar inside goes to the archive readers instead, which judge each member by its header.
          if (isTarHeader(head)) {
            await reader.cancel().catch(() => undefined);
            out?.destroy();
            return { ok: true, tar: true, bytes: 0 };
          }
          head = null;
        }
      }
      tally.grow(value.length);
      bytes += value.length;
      if (out && !out.write(value)) await once(out, 'drain');
    }
    if (out) {
      out.end();
      await once(out, 'finish');
    }
    return { ok: true, tar: false, bytes };
  } catch (err) {
    // Releases the decoder (xz-decompress runs one at a time per thread and frees it only on end or cancel).
    await reader.cancel().catch(() => undefined);
    out?.destroy();
    if (err instanceof ToolError) return { ok: false, kind: err.kind === 'too_large' ? 'too_large' : 'invalid_input', message: err.message };
    return { ok: false, kind: 'invalid_input', message: xzFailure(err) };
  }
}

const job = workerData as XzJob;
void inflate(job).then((reply) => parentPort?.postMessage(reply));
