/**
 * Linear and 2D barcodes through zxing-wasm's writer (zint inside). The writer reports problems as text
 * ("Input length 300 too long (maximum 256)"); they are turned into sentences that name the limit.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { writeBarcode } from 'zxing-wasm/writer';
import { rawToolError, ToolError } from '../../../core/errors.js';

export const BARCODE_PRESETS = ['Code128', 'Code39', 'EAN13', 'EAN8', 'UPCA', 'ITF', 'DataMatrix', 'PDF417', 'Aztec'] as const;
export type BarcodePreset = (typeof BARCODE_PRESETS)[number];
export const BARCODE_FORMATS = ['svg', 'png'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];
export const BARCODE_MIME: Record<BarcodeFormat, string> = { svg: 'image/svg+xml', png: 'image/png' };

const LINEAR = new Set<BarcodePreset>(['Code128', 'Code39', 'EAN13', 'EAN8', 'UPCA', 'ITF']);

/** Encodes `text`; throws a ToolError whose text names the symbology's limit when it does not fit. */
export async function encodeBarcode(text: string, preset: BarcodePreset, scale = 1): Promise<{ svg: string; png: Blob | null }> {
  // The writer is synchronous WASM on this thread; scale 1 keeps each call to milliseconds.
  // Printed digits under linear codes let people key the value in when a scanner fails.
  const result = await writeBarcode(text, { format: preset, scale, addHRT: LINEAR.has(preset), addQuietZones: true });
  if (result.error) throw rawToolError(describeWriterError(result.error, text, preset));
  return { svg: result.svg, png: result.image };
}

export function describeWriterError(error: string, text: string, preset: BarcodePreset): string {
  const detail = error.replace(/^Error \d+:\s*/, '').replace(/\s*\(retval: \d+\)\s*$/, '');
  const max = /maximum (\d+)/.exec(detail)?.[1];
  if (/too long/i.test(detail)) {
    const limit = max ? ` (maximum ${max}${/codewords/.test(detail) ? ' codewords' : ' characters'})` : '';
    return `the text of ${[...text].length} characters exceeds the ${preset} capacity${limit}`;
  }
  return `the text cannot be encoded as ${preset}: ${detail}`;
}

function svgSize(svg: string): { w: number; h: number } {
  const m = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg);
  if (!m) throw new ToolError('internal', 'barcode writer returned an SVG without a size');
  return { w: Number(m[1]), h: Number(m[2]) };
}

/**
 * Writes the barcode at `width` pixels. The SVG keeps the module geometry in its viewBox and is only
 * sized; PNG is that same SVG rendered by librsvg inside sharp, with crispEdges so bars stay pure black
 * and white (zint's own PNG writer runs in WASM on the main thread: measured over a second of blocked
 * event loop for a 4096 px symbol here). A symbol wider than `width` at one pixel per module is drawn
 * at that minimum size instead of losing modules.
 */
export async function writeBarcodeFile(
  text: string,
  opts: { preset: BarcodePreset; format: BarcodeFormat; width: number },
  outPath: string,
): Promise<{ width: number; height: number }> {
  const base = await encodeBarcode(text, opts.preset);
  const { w, h } = svgSize(base.svg);
  const width = Math.max(opts.width, Math.ceil(w));
  const height = Math.max(1, Math.round((h * width) / w));
  const svg = base.svg.replace(
    /<svg([^>]*?)\swidth="[^"]*"([^>]*?)\sheight="[^"]*"/,
    `<svg$1 width="${width}"$2 height="${height}" viewBox="0 0 ${w} ${h}" shape-rendering="crispEdges"`,
  );
  if (opts.format === 'svg') {
    await writeFile(outPath, svg, 'utf8');
    return { width, height };
  }
  const info = await sharp(Buffer.from(svg, 'utf8'), { density: 72 })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toFile(outPath);
  return { width: info.width, height: info.height };
}
