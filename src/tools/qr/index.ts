import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { barcodeDecodeImage, qrDecodeImage } from './definitions/decode-image.js';
import { qrDecodePdf } from './definitions/decode-pdf.js';
import { qrDecodeVideo } from './definitions/decode-video.js';
import { barcodeFromTextFile } from './definitions/encode-barcode.js';
import { qrBatchFromLines } from './definitions/encode-batch.js';
import { qrFromTextFile, qrFromVcard } from './definitions/encode-text.js';

export const qrTools: ToolDefinition[] = [
  qrDecodeImage,
  barcodeDecodeImage,
  qrDecodePdf,
  qrDecodeVideo,
  qrFromTextFile,
  qrFromVcard,
  qrBatchFromLines,
  barcodeFromTextFile,
];
