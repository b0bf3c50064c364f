import sharp from 'sharp';
import type { ChartRenderer } from '../../core/prices/history/chart.js';
import { renderChartSvg } from './svg.js';

/** SVG to PNG with sharp (librsvg, off the event loop); no browser involved. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Uint8Array> {
  return sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' }).png({ compressionLevel: 6 }).toBuffer();
}

export const chartRenderer: ChartRenderer = {
  svg: renderChartSvg,
  png: svgToPng,
};
