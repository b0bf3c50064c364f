/**
 * The service side of the zxing worker: one worker thread per job, fed RGBA frames one at a time.
 * Cancellation terminates the thread, which interrupts a synchronous WASM call mid-way.
 */
import type { Worker } from 'node:worker_threads';
import { ToolError } from '../../../../core/errors.js';
import { startSealedWorker } from '../../../shared/worker-entry.js';
import { zxingWasmPath } from '../wasm.js';
import type { DecodeReply, DecodeRequest, DecodedCode, WorkerConfig } from './protocol.js';
import type { RgbaImage } from './pixels.js';

/** QR Code family only (what the qr-decode-* tools promise). */
export const QR_FORMATS = ['QRCode', 'MicroQRCode', 'RMQRCode'];
/** Empty list: zxing looks for every format it can read. */
export const ALL_FORMATS: string[] = [];

// The worker's JS heap holds little (pixels arrive as transferred buffers, zxing uses WASM memory).
const WORKER_HEAP_MB = 256;

export class BarcodeReader {
  readonly #worker: Worker;
  readonly #signal: AbortSignal;
  #nextId = 1;
  #pending: { id: number; resolve: (codes: DecodedCode[]) => void; reject: (err: Error) => void } | null = null;
  #failure: Error | null = null;

  private constructor(signal: AbortSignal) {
    this.#signal = signal;
    this.#worker = startSealedWorker<WorkerConfig>(import.meta.url, 'decode-worker', { wasmPath: zxingWasmPath('reader') }, WORKER_HEAP_MB);
    this.#worker.unref();
    this.#worker.on('message', (reply: DecodeReply) => this.#settle(reply));
    this.#worker.on('error', (err) => this.#fail(new ToolError('internal', `barcode reader failed: ${err.message}`)));
    this.#worker.on('exit', (code) => this.#fail(new ToolError('internal', `barcode reader stopped (code ${code})`)));
    signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  /** Starts a reader bound to the job's signal; close() it when done. */
  static open(signal: AbortSignal): BarcodeReader {
    if (signal.aborted) throw new ToolError('internal', 'job cancelled');
    return new BarcodeReader(signal);
  }

  /** Decodes one RGBA image; the image's buffer is handed over to the worker and unusable afterwards. */
  decode(image: RgbaImage, formats: string[]): Promise<DecodedCode[]> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#pending) return Promise.reject(new Error('barcode reader: one image at a time'));
    const id = this.#nextId++;
    const data = image.data.buffer.byteLength === image.data.byteLength && image.data.byteOffset === 0
      ? (image.data.buffer as ArrayBuffer)
      : (image.data.buffer.slice(image.data.byteOffset, image.data.byteOffset + image.data.byteLength) as ArrayBuffer);
    return new Promise<DecodedCode[]>((resolve, reject) => {
      this.#pending = { id, resolve, reject };
      const req: DecodeRequest = { id, width: image.width, height: image.height, data, formats };
      this.#worker.ref();
      try {
        this.#worker.postMessage(req, [data]);
      } catch (err) {
        // Node 24 refuses to transfer a buffer that native code owns (sharp's raw output is one): send a copy.
        if ((err as Error).name !== 'DataCloneError') throw err;
        const copy = new Uint8Array(image.data).buffer;
        this.#worker.postMessage({ ...req, data: copy }, [copy]);
      }
    });
  }

  async close(): Promise<void> {
    this.#signal.removeEventListener('abort', this.#onAbort);
    this.#failure ??= new ToolError('internal', 'barcode reader closed');
    await this.#worker.terminate();
  }

  #onAbort = (): void => {
    this.#fail(new ToolError('internal', 'job cancelled'));
    void this.#worker.terminate();
  };

  #settle(reply: DecodeReply): void {
    const pending = this.#pending;
    if (!pending || pending.id !== reply.id) return;
    this.#pending = null;
    this.#worker.unref();
    if (reply.ok) pending.resolve(reply.codes);
    else pending.reject(new ToolError('internal', `barcode reader failed: ${reply.error}`));
  }

  #fail(err: Error): void {
    this.#failure ??= err;
    const pending = this.#pending;
    this.#pending = null;
    pending?.reject(this.#failure);
  }
}
