import * as mupdf from 'mupdf';

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A font name as a CSS string: the PDF names it freely (quotes, angle brackets, backslashes were seen in
 * hostile files), so only letters, digits, space, hyphen and underscore are kept; the subset tag goes.
 */
export function cssFontName(name: string): string | null {
  const plain = name.replace(/^[A-Z]{6}\+/, '').replace(/[^A-Za-z0-9 _-]/g, '').trim().slice(0, 64);
  return plain === '' ? null : `'${plain}'`;
}

const pt = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)}pt`;

function cssColour(color: mupdf.Color): string {
  const c = Array.from(color as ArrayLike<number>, (v) => Math.round(Math.min(1, Math.max(0, Number(v) || 0)) * 255));
  let rgb: number[];
  if (c.length >= 4) rgb = c.slice(0, 3).map((v) => Math.round((255 - v) * (1 - c[3] / 255)));
  else if (c.length === 3) rgb = c;
  else rgb = [c[0] ?? 0, c[0] ?? 0, c[0] ?? 0];
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

interface Run {
  style: string;
  text: string;
}

/**
 * One page as positioned HTML, written here rather than by mupdf's asHTML, which copies font names into
 * style attributes unescaped. Every value from the document is either a number we format, an escaped
 * text node, a font name reduced to safe characters, or base64 image data.
 */
export function pageHtml(stext: mupdf.StructuredText, pageNumber: number, size: [number, number]): string {
  const out: string[] = [`<div class="page" data-page="${pageNumber}" style="width:${pt(size[0])};height:${pt(size[1])}">`];
  let runs: Run[] = [];
  let lineAt: { top: number; left: number; height: number } | null = null;
  const flushLine = () => {
    if (lineAt && runs.length) {
      const spans = runs.map((r) => `<span style="${r.style}">${escapeHtml(r.text)}</span>`).join('');
      out.push(`<p style="top:${pt(lineAt.top)};left:${pt(lineAt.left)};line-height:${pt(lineAt.height)}">${spans}</p>`);
    }
    runs = [];
    lineAt = null;
  };
  stext.walk({
    beginLine: () => flushLine(),
    onChar: (c, origin, font, fontSize, _quad, color) => {
      if (!lineAt) lineAt = { top: origin[1] - fontSize * 0.8, left: origin[0], height: fontSize };
      const generic = font.isMono() ? 'monospace' : font.isSerif() ? 'serif' : 'sans-serif';
      const family = [cssFontName(font.getName()), generic].filter(Boolean).join(',');
      const style =
        `font-family:${family};font-size:${pt(fontSize)};color:${cssColour(color)}` +
        (font.isBold() ? ';font-weight:bold' : '') +
        (font.isItalic() ? ';font-style:italic' : '');
      const last = runs[runs.length - 1];
      if (last && last.style === style) last.text += c;
      else runs.push({ style, text: c });
    },
    endLine: () => flushLine(),
    onImageBlock: (bbox, _transform, image) => {
      flushLine();
      const [x0, y0, x1, y1] = bbox;
      let pixmap = image.toPixmap();
      const cs = pixmap.getColorSpace();
      if (cs && !cs.isRGB() && !cs.isGray()) pixmap = pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceRGB, true);
      const png = Buffer.from(pixmap.asPNG()).toString('base64');
      pixmap.destroy();
      out.push(
        `<img style="position:absolute;top:${pt(y0)};left:${pt(x0)};width:${pt(x1 - x0)};height:${pt(y1 - y0)}" alt="" src="data:image/png;base64,${png}">`,
      );
    },
  });
  flushLine();
  out.push('</div>');
  return out.join('\n');
}
