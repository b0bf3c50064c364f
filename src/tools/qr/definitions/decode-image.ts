import { NO_PARAMS } from '../../../core/tools/params.js';
import { defineTool, type ToolDefinition } from '../../../core/tools/tool.types.js';
import { ToolError } from '../../../core/errors.js';
import { writeDecodeJson } from '../decode-output.js';
import { ALL_FORMATS, BarcodeReader, QR_FORMATS } from '../engine/reader/barcode-reader.js';
import { loadUploadRgba } from '../engine/reader/pixels.js';
import { IMAGE_TYPES } from '../../image/engine/sharp.js';

/** Every type the image tools read: the raster formats, SVG (from bytes, no references), BMP and ICO. */
export const DECODABLE_IMAGES: readonly string[] = IMAGE_TYPES;

function decodeImageTool(spec: { id: number; slug: string; operation: string; title: string; description: string; formats: string[] }): ToolDefinition {
  return defineTool({
    id: spec.id,
    slug: spec.slug,
    operation: spec.operation,
    kind: 'upload',
    category: 'qr',
    title: spec.title,
    description: spec.description,
    params: NO_PARAMS,
    accepts: DECODABLE_IMAGES,
    output: 'application/json',
    // The image tools' decoder and its pixel cap (inspectImage).
    limits: (server) => ({ maxPixels: server.maxInputPixels }),
    async run(ctx) {
      if (!ctx.input) throw new ToolError('internal', 'an image is required');
      const image = await loadUploadRgba(ctx.input, ctx.env);
      ctx.progress(30, 'decoding');
      const reader = BarcodeReader.open(ctx.signal);
      try {
        const codes = await reader.decode(image, spec.formats);
        ctx.progress(90);
        return await writeDecodeJson(ctx.workDir, ctx.baseName, codes, { width: image.width, height: image.height });
      } finally {
        await reader.close();
      }
    },
  });
}

export const qrDecodeImage = decodeImageTool({
  id: 115,
  slug: 'qr-decode-image',
  operation: 'qr.decode.image',
  title: 'Read QR codes in an image',
  description: 'Finds every QR code (also Micro QR and rMQR) in a photo or screenshot and returns their text as JSON.',
  formats: QR_FORMATS,
});

export const barcodeDecodeImage = decodeImageTool({
  id: 116,
  slug: 'barcode-decode-image',
  operation: 'barcode.decode.image',
  title: 'Read barcodes in an image',
  description: 'Finds barcodes of every common symbology (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) and returns them as JSON.',
  formats: ALL_FORMATS,
});
