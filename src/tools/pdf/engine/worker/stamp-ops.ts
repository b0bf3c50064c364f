/** Text stamped on pages with pdf-lib: a watermark, centred or tiled, at an angle and an opacity. */
import { StandardFonts, degrees, rgb } from 'pdf-lib';
import type { OpContext } from './context.js';
import { selectPages } from './open.js';
import { writeOutput } from './output.js';
import { loadWithPdfLib } from './pdflib-load.js';
import type { FileOpArgs } from './protocol.js';

export interface WatermarkArgs extends FileOpArgs {
  text: string;
  fontSize: number;
  /** `#rrggbb`. */
  color: string;
  opacity: number;
  /** Counter-clockwise angle of the text, in degrees. */
  angle: number;
  layout: 'center' | 'tile';
}

/** Most copies of the text one page gets when tiled: a tiny font on a huge page would otherwise write millions. */
const MAX_TILES_PER_PAGE = 400;

function rgbOf(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Writes the text over each selected page's crop box; tiled copies are spaced by the text's own size. */
export async function watermarkOp(args: WatermarkArgs, ctx: OpContext): Promise<{ pages: number }> {
  const doc = await loadWithPdfLib(args.input, args.limits);
  const indexes = selectPages(args.pages, doc.getPageCount());
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = font.widthOfTextAtSize(args.text, args.fontSize);
  const height = font.heightAtSize(args.fontSize);
  const rad = (args.angle * Math.PI) / 180;
  const style = { size: args.fontSize, font, color: rgbOf(args.color), opacity: args.opacity, rotate: degrees(args.angle) };
  for (const [k, index] of indexes.entries()) {
    const page = doc.getPage(index);
    const box = page.getCropBox();
    // pdf-lib rotates about the text's start: place the start so that the text's middle lands on (cx, cy).
    const at = (cx: number, cy: number) => ({ x: cx - (Math.cos(rad) * width - Math.sin(rad) * height) / 2, y: cy - (Math.sin(rad) * width + Math.cos(rad) * height) / 2 });
    if (args.layout === 'center') {
      page.drawText(args.text, { ...style, ...at(box.x + box.width / 2, box.y + box.height / 2) });
    } else {
      const stepX = width + args.fontSize * 2;
      const stepY = height * 4;
      const cols = Math.ceil(box.width / stepX) + 1;
      const rows = Math.ceil(box.height / stepY) + 1;
      if (cols * rows > MAX_TILES_PER_PAGE) {
        throw new Error(`level: ${cols * rows} copies per page exceed the limit of ${MAX_TILES_PER_PAGE}; use a larger font size`);
      }
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          // Every other row shifted by half a step, as a brick wall: no straight gap runs down the page.
          const cx = box.x + c * stepX + (r % 2 ? stepX / 2 : 0);
          page.drawText(args.text, { ...style, ...at(cx, box.y + r * stepY) });
        }
      }
    }
    if (k % 20 === 19) {
      ctx.progress(k + 1, indexes.length);
      await ctx.tick();
    }
  }
  const bytes = await doc.save({ useObjectStreams: true });
  writeOutput(args.output, bytes, args.limits);
  return { pages: indexes.length };
}
