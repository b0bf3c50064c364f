/**
 * The PDF side of OCR: which pages already carry text, page images to read for the others, and an invisible text
 * layer laid over the original pages from the word boxes the OCR engine found. The pages' own content streams and
 * images are left exactly as they were; the layer is one more content stream per page, drawn in text render mode 3
 * (neither filled nor stroked), so the page looks the same and its words can be selected, searched and copied.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { PDFName, PDFString, type PDFContext, type PDFRef } from 'pdf-lib';
import type { OpContext } from './context.js';
import { openSelected, pageSize } from './open.js';
import { writeOutput } from './output.js';
import { loadWithPdfLib } from './pdflib-load.js';
import type { PageSelection, WorkerLimits } from './protocol.js';
import { renderPage } from './render-op.js';

export interface OcrScanArgs {
  input: string;
  pages?: PageSelection;
  outDir: string;
  /** Resolution the pages without text are rendered at, lowered for a large page down to minDpi to fit maxPixels. */
  dpi: number;
  minDpi: number;
  /** Most pixels one rendered page may have for OCR. */
  maxPixels: number;
  limits: WorkerLimits;
}

export interface ScannedPage {
  /** 0-based page index. */
  index: number;
  /** The page's own text, when it has a text layer; null when it has to be read from its image. */
  text: string | null;
  /** The rendered page image (grey PNG) of a page without text. */
  image?: { path: string; width: number; height: number; dpi: number };
}

export interface OcrScanResult {
  pageCount: number;
  pages: ScannedPage[];
}

/** Pages with no extractable character are the ones to read; their renders are checked against the pixel cap first. */
export async function ocrScanOp(args: OcrScanArgs, ctx: OpContext): Promise<OcrScanResult> {
  const { doc, pageCount, indexes } = openSelected(args);
  const pages: ScannedPage[] = [];
  for (const [n, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    const stext = page.toStructuredText('preserve-whitespace');
    const text = stext.asText();
    stext.destroy();
    if (text.trim() !== '') {
      pages.push({ index, text });
    } else {
      const [w, h] = pageSize(page);
      const fit = Math.floor(72 * Math.sqrt(args.maxPixels / Math.max(1, w * h)));
      const dpi = Math.min(args.dpi, fit);
      if (dpi < args.minDpi) {
        throw new Error(
          `page ${index + 1} (${Math.round(w)}×${Math.round(h)} pt) exceeds the OCR pixel limit of ${args.maxPixels} at ${args.minDpi} dpi`,
        );
      }
      const pixmap = renderPage(page, dpi / 72, true, { ...args.limits, maxRenderPixels: args.maxPixels }, index + 1);
      const path = join(args.outDir, `ocr-page-${index + 1}.png`);
      writeFileSync(path, pixmap.asPNG());
      pages.push({ index, text: null, image: { path, width: pixmap.getWidth(), height: pixmap.getHeight(), dpi } });
      pixmap.destroy();
    }
    page.destroy();
    ctx.progress(n + 1, indexes.length);
    await ctx.tick();
  }
  return { pageCount, pages };
}

/** A word and where it sits on the rendered page image, in pixels: baseline start and end, and the top of its start. */
export interface LayerWord {
  text: string;
  baseStart: [number, number];
  baseEnd: [number, number];
  topStart: [number, number];
}

export interface LayerPage {
  index: number;
  /** Pixels per point of the render the boxes refer to (dpi / 72). */
  scale: number;
  words: LayerWord[];
}

export interface TextLayerArgs {
  input: string;
  output: string;
  pages: LayerPage[];
  limits: WorkerLimits;
}

const FONT_NAME = 'GlyphLessFont';
/** Every glyph of the layer's font is half an em wide (the font's default width, DW 500). */
const GLYPH_ADVANCE = 0.5;

/**
 * A ToUnicode map from each two-byte code to the same UTF-16 unit: the layer writes text as its own UTF-16 units, so
 * any script tesseract reads comes back out of text extraction unchanged. Surrogates are left out (never written).
 */
function identityToUnicode(): string {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    if (hi >= 0xd8 && hi <= 0xdf) continue;
    const h = hi.toString(16).padStart(2, '0').toUpperCase();
    ranges.push(`<${h}00> <${h}FF> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const chunk = ranges.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfrange\n${chunk.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * A Type0 font with no glyph outlines (Identity-H, each code its own glyph id): the layer is never painted, so it
 * needs advances and a ToUnicode map only, not the shapes of every script.
 */
function glyphlessFont(context: PDFContext): PDFRef {
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: FONT_NAME,
      Flags: 5,
      FontBBox: [0, 0, 500, 1000],
      ItalicAngle: 0,
      Ascent: 1000,
      Descent: 0,
      CapHeight: 1000,
      StemV: 80,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: FONT_NAME,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      DW: 500,
      CIDToGIDMap: 'Identity',
    }),
  );
  const toUnicode = context.register(context.flateStream(identityToUnicode()));
  return context.register(
    context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: FONT_NAME, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode }),
  );
}

/** The word as two-byte codes (its UTF-16 units; characters outside the BMP become U+FFFD). */
function hexCodes(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)! > 0xffff ? 0xfffd : ch.codePointAt(0)!;
    hex += code.toString(16).padStart(4, '0');
  }
  return hex;
}

const num = (n: number): string => (Math.abs(n) < 1e-6 ? '0' : n.toFixed(4).replace(/\.?0+$/, ''));

/** Text operators placing each word, followed by a space, so that its glyphs span its box exactly. */
function layerOperators(words: readonly LayerWord[], toUser: (p: [number, number]) => [number, number], font: PDFName): string {
  const ops: string[] = ['BT', '3 Tr', `${font.toString()} 1 Tf`];
  for (const w of words) {
    const chars = [...w.text].length;
    if (chars === 0) continue;
    const [x0, y0] = toUser(w.baseStart);
    const [x1, y1] = toUser(w.baseEnd);
    const [x2, y2] = toUser(w.topStart);
    const span = chars * GLYPH_ADVANCE;
    const m = [(x1 - x0) / span, (y1 - y0) / span, x2 - x0, y2 - y0, x0, y0].map(num).join(' ');
    ops.push(`${m} Tm <${hexCodes(`${w.text} `)}> Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The document with an invisible text layer on each page that has words; everything else is kept as it was. */
export async function textLayerOp(args: TextLayerArgs, ctx: OpContext): Promise<{ pages: number; words: number }> {
  // mupdf knows each page's transform from PDF space to the displayed page the boxes were measured on.
  const { doc: measured } = openSelected({ input: args.input, limits: args.limits });
  const transforms = new Map<number, mupdf.Matrix>();
  for (const p of args.pages) {
    const page = measured.loadPage(p.index);
    transforms.set(p.index, mupdf.Matrix.invert(page.getTransform()));
    page.destroy();
  }
  measured.destroy();

  const doc = await loadWithPdfLib(args.input, args.limits);
  const fontRef = glyphlessFont(doc.context);
  let words = 0;
  for (const [n, p] of args.pages.entries()) {
    if (p.words.length === 0) continue;
    const [a, b, c, d, e, f] = transforms.get(p.index)!;
    const toUser = ([px, py]: [number, number]): [number, number] => {
      const x = px / p.scale;
      const y = py / p.scale;
      return [a * x + c * y + e, b * x + d * y + f];
    };
    const page = doc.getPage(p.index);
    const font = page.node.newFontDictionary('GTOcr', fontRef);
    // The page's own content is wrapped in q…Q so that a graphics state it leaves behind cannot move the layer.
    const layer = layerOperators(p.words, toUser, font);
    const start = doc.context.register(doc.context.flateStream('q\n'));
    const end = doc.context.register(doc.context.flateStream(`\nQ\n${layer}\n`));
    if (!page.node.wrapContentStreams(start, end)) page.node.addContentStream(doc.context.register(doc.context.flateStream(layer)));
    words += p.words.length;
    ctx.progress(n + 1, args.pages.length);
    await ctx.tick();
  }
  writeOutput(args.output, await doc.save({ useObjectStreams: false }), args.limits);
  return { pages: args.pages.length, words };
}
