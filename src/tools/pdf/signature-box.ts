/**
 * The look of a visible signature (issue 39 item 3): a framed box on one page saying who signed, when and why, drawn
 * as the signature widget's appearance stream (/AP /N) with DejaVu Sans embedded (the face the watermark tools ship),
 * so a reader shows it without fonts of its own and text extraction finds the words.
 */
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  fill,
  moveText,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  showText,
  stroke,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import type { Translator } from '../../core/i18n.ports.js';
import { fontFace } from '../shared/fonts.js';
import { stampOrigin, type StampPosition } from '../shared/watermark.js';

export type BoxPosition = Exclude<StampPosition, 'tile'>;
/** The watermarks' position words, but for tiling: one signature has one box. */
export const BOX_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center'] as const satisfies readonly BoxPosition[];

/** What the box says, before it is fitted to the font. */
export interface SignatureText {
  name: string;
  when: Date;
  reason: string | null;
}

const ENGLISH = {
  signedBy: (name: string) => `Digitally signed by ${name}`,
  date: (date: string) => `Date: ${date}`,
  reason: (reason: string) => `Reason: ${reason}`,
};

/** The seconds of an ISO time without its milliseconds: 2026-11-29T07:41:03Z. */
const isoSeconds = (when: Date) => when.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The box's lines in the job's language, the date written by Intl in that language (in UTC, the time the signature
 * records); a job that records no language gets English words and an ISO date. A line of the catalogue's words that
 * the font cannot draw (Chinese, say: DejaVu has no CJK) falls back to the English line, as a box of question marks
 * helps nobody; the signer's name and reason keep their letters, the few DejaVu lacks shown as "?".
 */
export function signatureLines(text: SignatureText, tr: Translator | undefined, locale: string | undefined, canDraw: (s: string) => boolean): string[] {
  const name = drawable(text.name, canDraw);
  const reason = text.reason === null ? null : drawable(text.reason, canDraw);
  const english = [ENGLISH.signedBy(name), ENGLISH.date(isoSeconds(text.when)), ...(reason === null ? [] : [ENGLISH.reason(reason)])];
  if (!tr || !locale) return english;
  let date: string;
  try {
    date = new Intl.DateTimeFormat(tr.locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(text.when);
  } catch {
    date = isoSeconds(text.when);
  }
  // Intl writes a narrow no-break space in some languages' times; the ordinary one reads the same.
  date = date.replace(/\u202f/g, '\u00a0');
  const words = [tr.t('pdf-sign-signed-by', { name }), tr.t('pdf-sign-date', { date }), ...(reason === null ? [] : [tr.t('pdf-sign-reason', { reason })])];
  return words.map((line, i) => (canDraw(line) ? line : english[i]));
}

/** Each character the font lacks becomes "?". */
function drawable(text: string, canDraw: (s: string) => boolean): string {
  return [...text].map((c) => (canDraw(c) ? c : '?')).join('');
}

/** DejaVu Sans, subset to the characters the box uses, and a test of whether it can draw a text. */
export async function embedBoxFont(doc: PDFDocument): Promise<{ font: PDFFont; canDraw: (s: string) => boolean }> {
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await readFile(fontFace('sans').path), { subset: true });
  const glyphs = new Set(font.getCharacterSet());
  return { font, canDraw: (s) => [...s].every((c) => glyphs.has(c.codePointAt(0)!)) };
}

const FONT_SIZE = 9;
const MIN_FONT_SIZE = 5;
const PADDING = 6;
const LINE_GAP = 1.35;
const MAX_WIDTH = 240;

/** A line at the largest size (down to 5 pt) at which it fits `width`, cut short with "…" if even that is too wide. */
function fitLine(font: PDFFont, line: string, width: number): { text: string; size: number } {
  let size = FONT_SIZE;
  while (size > MIN_FONT_SIZE && font.widthOfTextAtSize(line, size) > width) size -= 0.5;
  let text = line;
  const chars = [...line];
  while (chars.length > 1 && font.widthOfTextAtSize(text, size) > width) {
    chars.pop();
    text = `${chars.join('').trimEnd()}…`;
  }
  return { text, size };
}

/** Where the box goes and what it draws, in the page's own units (points, from its bottom-left corner). */
export interface SignatureBox {
  /** [x1, y1, x2, y2], the widget's /Rect. */
  rect: [number, number, number, number];
  width: number;
  height: number;
  /** The appearance's /Matrix: it turns the box against the page's /Rotate, so a reader shows it upright. */
  matrix: [number, number, number, number, number, number];
  operators: PDFOperator[];
}

type Turn = 0 | 90 | 180 | 270;

/** The page's /Rotate as a quarter turn (clockwise, as readers show the page); any other angle counts as none. */
function pageTurn(page: PDFPage): Turn {
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  return angle === 90 || angle === 180 || angle === 270 ? angle : 0;
}

/**
 * A point as a reader shows the page (X, Y from the shown bottom-left) → the page's own coordinates (from the
 * CropBox's bottom-left), for a page turned clockwise by `turn` whose CropBox is `w` x `h`.
 */
function unturn(turn: Turn, w: number, h: number, X: number, Y: number): [number, number] {
  switch (turn) {
    case 0:
      return [X, Y];
    case 90:
      return [w - Y, X];
    case 180:
      return [w - X, h - Y];
    case 270:
      return [Y, h - X];
  }
}

/** A counter-clockwise turn by `turn` degrees, which undoes the reader's clockwise one. */
const UPRIGHT: Record<Turn, [number, number, number, number, number, number]> = {
  0: [1, 0, 0, 1, 0, 0],
  90: [0, 1, -1, 0, 0, 0],
  180: [-1, 0, 0, -1, 0, 0],
  270: [0, -1, 1, 0, 0, 0],
};

/**
 * The box for `lines` in a corner of the page as a reader shows it (its CropBox, turned by its /Rotate) or its
 * centre, at the watermarks' margin (3 % of the shorter side): at most 240 pt wide, each line shrunk or shortened to
 * fit, text near-black on a pale blue with a dark blue frame, so it stays readable over whatever the page holds there.
 */
export function layoutBox(page: PDFPage, position: BoxPosition, font: PDFFont, lines: readonly string[]): SignatureBox {
  const crop = page.getCropBox();
  const turn = pageTurn(page);
  const sideways = turn === 90 || turn === 270;
  const shownWidth = sideways ? crop.height : crop.width;
  const shownHeight = sideways ? crop.width : crop.height;
  const width = Math.max(40, Math.min(MAX_WIDTH, shownWidth * 0.9));
  const fitted = lines.map((l) => fitLine(font, l, width - 2 * PADDING));
  const lineHeights = fitted.map((f) => f.size * LINE_GAP);
  const height = Math.round((lineHeights.reduce((a, b) => a + b, 0) + 2 * PADDING - (LINE_GAP - 1) * fitted[fitted.length - 1].size) * 100) / 100;
  // stampOrigin counts from the top-left as pictures do; a PDF page counts up from the bottom.
  const { left, top } = stampOrigin(position, shownWidth, shownHeight, width, height);
  const bottom = shownHeight - top - height;
  const corners = [
    unturn(turn, crop.width, crop.height, left, bottom),
    unturn(turn, crop.width, crop.height, left + width, bottom + height),
  ];
  const xs = corners.map(([x]) => crop.x + x);
  const ys = corners.map(([, y]) => crop.y + y);
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    setFillingRgbColor(0.94, 0.96, 1),
    rectangle(0, 0, width, height),
    fill(),
    setStrokingRgbColor(0.1, 0.2, 0.55),
    setLineWidth(1),
    rectangle(0.5, 0.5, width - 1, height - 1),
    stroke(),
    setFillingRgbColor(0.08, 0.08, 0.12),
  ];
  let baseline = height - PADDING;
  for (const line of fitted) {
    baseline -= line.size;
    // The text goes in as glyph ids in hex (font.encodeText): no character of a name or reason can end the string.
    ops.push(beginText(), setFontAndSize('F1', line.size), moveText(PADDING, baseline), showText(font.encodeText(line.text)), endText());
    baseline -= line.size * (LINE_GAP - 1);
  }
  ops.push(popGraphicsState());
  return {
    rect: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    width,
    height,
    matrix: UPRIGHT[turn],
    operators: ops,
  };
}

/**
 * Gives the signature widget that @signpdf's placeholder put on `page` (the last of its annotations) the box's
 * appearance, in place of the empty stream the placeholder drew.
 */
export function attachAppearance(doc: PDFDocument, page: PDFPage, box: SignatureBox, font: PDFFont): void {
  const annots = page.node.lookup(PDFName.of('Annots'), PDFArray);
  const widgetRef = annots.get(annots.size() - 1);
  const widget = doc.context.lookup(widgetRef, PDFDict);
  if (!widget || widget.get(PDFName.of('FT')) !== PDFName.of('Sig')) throw new Error('the signature widget is not where the placeholder puts it');
  const stream = doc.context.formXObject(box.operators, {
    BBox: [0, 0, box.width, box.height],
    Matrix: box.matrix,
    Resources: { Font: { F1: font.ref } },
  });
  const ap = widget.lookup(PDFName.of('AP'), PDFDict);
  const old = ap.get(PDFName.of('N'));
  if (old instanceof PDFRef) doc.context.assign(old, stream);
  else ap.set(PDFName.of('N'), doc.context.register(stream));
}
