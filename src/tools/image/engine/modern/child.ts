/**
 * Entry point of a decoder process (see decode.ts): one request, one reply, then exit. The WebAssembly decoders are
 * synchronous and their heaps are not bounded by V8's options, so a process of its own is what keeps a decode off the
 * service's event loop and lets the job's budget stop it.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { rgbTiff } from '../encoders/tiff.js';
import type { RgbPixels } from '../encoders/tiff.js';
import { decodeHeif } from './heif.js';
import { decodeJxl, encodeJxl } from './jxl.js';
import { DecodeRefusal } from './protocol.js';
import type { ChildRequest, DecodedImage, DecodeReply, DecodeRequest } from './protocol.js';
import { decodeRaw } from './raw.js';

const isPixels = (v: RgbPixels | { width: number; height: number }): v is RgbPixels => 'data' in v;

async function decode(req: DecodeRequest): Promise<DecodedImage[]> {
  const bytes = new Uint8Array(await readFile(req.input));
  const images: DecodedImage[] = [];
  const keep = async (px: RgbPixels | { width: number; height: number }, path: string): Promise<void> => {
    if (isPixels(px)) {
      // Written under another name and renamed, so a decode killed half-way never leaves a TIFF a later step could take.
      const part = `${path}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(part, rgbTiff(px));
      await rename(part, path);
    }
    images.push({ path, width: px.width, height: px.height });
  };
  if (req.kind === 'heif') {
    const found: Array<RgbPixels | { width: number; height: number }> = [];
    decodeHeif(bytes, req, (px) => found.push(px));
    for (const [i, px] of found.entries()) await keep(px, req.all ? `${req.output}-${i}.tiff` : req.output);
  } else {
    const px = req.kind === 'jxl' ? await decodeJxl(bytes, req) : await decodeRaw(bytes, req);
    await keep(px, req.output);
  }
  return images;
}

async function serve(req: ChildRequest): Promise<DecodedImage[]> {
  if (req.kind !== 'encode-jxl') return decode(req);
  const data = new Uint8Array(await readFile(req.input));
  if (data.length !== req.width * req.height * 4) throw new DecodeRefusal('invalid_input', 'the pixels to encode do not match their size');
  await writeFile(req.output, await encodeJxl({ data, width: req.width, height: req.height }, req.quality, req.effort));
  return [{ path: req.output, width: req.width, height: req.height }];
}

process.once('message', (req: ChildRequest) => {
  void serve(req)
    .then(
      (images): DecodeReply => ({ ok: true, images }),
      (err: unknown): DecodeReply =>
        err instanceof DecodeRefusal
          ? { ok: false, reason: err.reason, message: err.message }
          : { ok: false, reason: 'invalid_input', message: `the image could not be decoded: ${err instanceof Error ? err.message : String(err)}` },
    )
    .then((reply) => process.send?.(reply, undefined, {}, () => process.exit(0)));
});
process.once('disconnect', () => process.exit(0));
