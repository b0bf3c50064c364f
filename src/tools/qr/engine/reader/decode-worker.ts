/**
 * Worker-thread entry that owns the zxing reader. Its WASM calls are synchronous and can take seconds
 * on a large noisy image, so they run here instead of on the service's event loop; the parent
 * terminates the thread on cancellation, which stops even a call in progress.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import type { DecodeReply, DecodeRequest, DecodedCode, WorkerConfig } from './protocol.js';

const config = workerData as WorkerConfig;
const wasm = readFileSync(config.wasmPath);
const ready = prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
  fireImmediately: true,
});

// Requests are handled one at a time, in order: the parent never sends the next before a reply.
parentPort?.on('message', (req: DecodeRequest) => {
  void handle(req).then((reply) => parentPort?.postMessage(reply));
});

async function handle(req: DecodeRequest): Promise<DecodeReply> {
  try {
    await ready;
    const image = { data: new Uint8ClampedArray(req.data), width: req.width, height: req.height, colorSpace: 'srgb' };
    const results = await readBarcodes(image as ImageData, {
      formats: req.formats as ReadInputBarcodeFormat[],
      tryHarder: true,
      maxNumberOfSymbols: 64,
    });
    const codes: DecodedCode[] = results
      .filter((r) => r.isValid)
      .map((r) => {
        const p = r.position;
        const code: DecodedCode = {
          format: r.format,
          text: r.text,
          corners: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft].map(({ x, y }) => ({ x, y })),
        };
        if (r.ecLevel) code.ec_level = r.ecLevel;
        return code;
      });
    return { id: req.id, ok: true, codes };
  } catch (err) {
    return { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}
