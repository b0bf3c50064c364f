import sharp from 'sharp';
import type { Translations } from '../../core/i18n.ports.js';
import type { ChartRenderer } from '../../core/prices/history/chart.js';
import { renderChartSvg } from './svg.js';

/** SVG to PNG with sharp (librsvg, off the event loop); no browser involved. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Uint8Array> {
  return sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' }).png({ compressionLevel: 6 }).toBuffer();
}

/** The renderer the price charts use: each chart worded in its model's locale, from the service's catalogue. */
export function createChartRenderer(translations: Pick<Translations, 'translator'>): ChartRenderer {
  return {
    svg: (model) => renderChartSvg(model, translations.translator(model.locale)),
    png: svgToPng,
  };
}
