import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { barcodeDecodeImage, qrDecodeImage } from './decode-image.js';
import { qrDecodePdf } from './decode-pdf.js';
import { qrDecodeVideo } from './decode-video.js';
import { barcodeFromTextFile } from './encode-barcode.js';
import { qrBatchFromLines } from './encode-batch.js';
import { qrFromTextFile, qrFromVcard } from './encode-text.js';

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
