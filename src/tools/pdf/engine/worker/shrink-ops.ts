/** Lossy shrinking for pdf-compress's target_size: embedded images made smaller and written as JPEG. */
import * as mupdf from 'mupdf';
import { openPdf } from './open.js';
import { saveMupdf } from './output.js';
import type { FileOpArgs } from './protocol.js';

export interface ShrinkResult {
  /** Images rewritten (smaller as JPEG than as they were). */
  images: number;
  outputBytes: number;
}

/** Images smaller than this on both sides are icons and rules: rewriting them saves nothing worth a JPEG's blur. */
const MIN_SIDE = 32;

const nameOf = (o: mupdf.PDFObject) => (o.isName() ? o.asName() : '');

/**
 * Whether an image stream can be rewritten as a plain 8-bit JPEG without changing what it shows: no stencil, no
 * mask or soft mask (their alpha would be baked onto white while the mask still applied), no Decode array, 8 bits
 * per component. Others stay as they are.
 */
function rewritable(obj: mupdf.PDFObject): boolean {
  if (nameOf(obj.get('Subtype')) !== 'Image') return false;
  if (obj.get('ImageMask').isBoolean() && obj.get('ImageMask').asBoolean()) return false;
  if (!obj.get('SMask').isNull() || !obj.get('Mask').isNull() || !obj.get('Decode').isNull()) return false;
  if (!obj.get('SMaskInData').isNull()) return false;
  const bpc = obj.get('BitsPerComponent');
  return bpc.isNumber() && bpc.asNumber() === 8;
}

/**
 * Every plain image of the document drawn at most `maxSide` pixels on its longer side and written as a JPEG of
 * `quality`, where that is smaller than its stream was; then the document saved as pdf-compress saves it. An image
 * over the worker's pixel cap is left alone rather than decoded.
 */
export function shrinkImagesOp(args: FileOpArgs & { quality: number; maxSide: number; garbage: number }): ShrinkResult {
  const doc = openPdf(args.input, args.limits);
  const quality = Math.min(95, Math.max(5, Math.round(args.quality)));
  const maxSide = Math.max(MIN_SIDE, Math.round(args.maxSide));
  let images = 0;
  const count = doc.countObjects();
  for (let num = 1; num < count; num++) {
    // Stream calls take the indirect reference: a resolved stream object answers isStream() with false.
    const obj = doc.newIndirect(num);
    if (!obj.isStream() || !rewritable(obj)) continue;
    const w = obj.get('Width').asNumber();
    const h = obj.get('Height').asNumber();
    if (!(w > 0 && h > 0) || w * h > args.limits.maxImagePixels || (w < MIN_SIDE && h < MIN_SIDE)) continue;
    let image: mupdf.Image;
    try {
      image = doc.loadImage(obj);
    } catch {
      continue;
    }
    const scale = Math.min(1, maxSide / Math.max(w, h));
    const tw = Math.max(1, Math.round(w * scale));
    const th = Math.max(1, Math.round(h * scale));
    const gray = image.getNumberOfComponents() === 1;
    const pix = new mupdf.Pixmap(gray ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB, [0, 0, tw, th], false);
    pix.clear(255);
    // Drawing through mupdf's own scaler filters the picture down, and converts any colour space to RGB or grey.
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pix);
    device.fillImage(image, [tw, 0, 0, th, 0, 0], 1);
    device.close();
    const jpeg = pix.asJPEG(quality, false);
    if (jpeg.length >= obj.readRawStream().length) continue;
    obj.writeRawStream(jpeg);
    obj.put('Filter', doc.newName('DCTDecode'));
    obj.delete('DecodeParms');
    obj.put('Width', tw);
    obj.put('Height', th);
    obj.put('ColorSpace', doc.newName(gray ? 'DeviceGray' : 'DeviceRGB'));
    obj.put('BitsPerComponent', 8);
    images++;
  }
  const level = Math.min(4, Math.max(1, Math.round(args.garbage)));
  const outputBytes = saveMupdf(doc, args.output, `garbage=${level},compress,compress-fonts,objstms`, args.limits);
  return { images, outputBytes };
}
