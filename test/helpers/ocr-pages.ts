/**
 * Pages of known words drawn by the test itself (sharp renders an SVG with a font installed on this machine), and
 * the character error rate of what OCR read back. No stored output of any engine is compared against.
 */
import sharp from 'sharp';

export const ENGLISH_LINES = [
  'The quick brown fox jumps over the lazy dog.',
  'Pack my box with five dozen liquor jugs today.',
  'Sphinx of black quartz, judge my vow 1234567890.',
];

export const RUSSIAN_LINES = ['Съешь же ещё этих мягких французских булок.', 'Широкая электрификация южных губерний даст мощный толчок.'];

/** A page (white, black text) of `lines` at `fontPx` pixels in a font fontconfig has (DejaVu Sans on Debian). */
export async function textPagePng(
  lines: readonly string[],
  { width: given, fontPx = 40, font = 'DejaVu Sans', margin = 60, height }: { width?: number; fontPx?: number; font?: string; margin?: number; height?: number } = {},
): Promise<Buffer> {
  // By default wide enough for the longest line (DejaVu's letters are under 0.7 em wide): a clipped line would count
  // as misread. A given width is the caller's to fit.
  const longest = Math.max(...lines.map((l) => [...l].length));
  const width = given ?? margin * 2 + Math.ceil(fontPx * 0.7 * longest);
  const lineHeight = Math.round(fontPx * 1.6);
  const h = height ?? margin * 2 + lineHeight * lines.length;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const text = lines
    .map((l, i) => `<text x="${margin}" y="${margin + fontPx + i * lineHeight}" font-family="${font}" font-size="${fontPx}">${esc(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#fff' }).png().toBuffer();
}

/** Levenshtein distance over Unicode characters. */
function distance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** Character error rate of `read` against `truth`, whitespace runs counted as one space. */
export function characterErrorRate(truth: string, read: string): number {
  const norm = (s: string) => [...s.replace(/\s+/g, ' ').trim()];
  const t = norm(truth);
  return distance(t, norm(read)) / Math.max(1, t.length);
}
