import { join } from 'node:path';
import { z } from 'zod';
import { enumParam, intParam, numberParam } from '../../../core/tools/params.js';
import { defineTool, type ToolLimits } from '../../../core/tools/tool.types.js';
import { capture, hostStem, pageSource, paperInches } from '../capture-run.js';
import { checkCaptureLink } from '../link-check.js';
import { MAX_VIEWPORT } from '../limits.js';

const pageCaps = (server: ToolLimits) => ({ maxPages: server.maxPdfPages });

export const urlToPdf = defineTool({
  id: 170,
  slug: 'url-to-pdf',
  operation: 'web.url.pdf',
  kind: 'url',
  link: 'web',
  category: 'web',
  engine: 'browser',
  title: 'Web page to PDF',
  description:
    'Prints a public web page to PDF as a browser shows it, scripts run. The page, everything it loads and every ' +
    'redirect must be on a public address; a capture has a time, byte and page budget.',
  params: z.object({
    preset: enumParam(['a4', 'letter'] as const, 'a4', 'Paper: a4 or letter'),
  }),
  accepts: [],
  output: 'application/pdf',
  limits: pageCaps,
  checkLink: checkCaptureLink,
  async run(ctx) {
    const source = await pageSource(ctx);
    const name = `${hostStem(ctx)}.pdf`;
    const path = join(ctx.workDir, name);
    await capture(ctx, source, {
      kind: 'pdf',
      path,
      paper: paperInches(ctx.params.preset),
      landscape: false,
      background: true,
      maxPages: ctx.env.limits.maxPdfPages,
    });
    return { path, name, mime: 'application/pdf' };
  },
});

export const urlToPng = defineTool({
  id: 171,
  slug: 'url-to-png',
  operation: 'web.url.png',
  kind: 'url',
  link: 'web',
  category: 'web',
  engine: 'browser',
  title: 'Web page screenshot',
  description:
    'A PNG screenshot of a public web page: the whole page or the first screen (preset), at a window width and ' +
    'height in CSS pixels and a device scale (factor). The same address rules and budgets as Web page to PDF.',
  params: z.object({
    preset: enumParam(['full', 'viewport'] as const, 'full', 'full: the whole page; viewport: the first screen only'),
    width: intParam({ min: 320, max: MAX_VIEWPORT, default: 1280, description: 'Window width in CSS pixels' }),
    height: intParam({ min: 240, max: MAX_VIEWPORT, default: 800, description: 'Window height in CSS pixels' }),
    factor: numberParam({ min: 1, max: 3, default: 1, description: 'Device scale: image pixels per CSS pixel' }),
  }),
  accepts: [],
  output: 'image/png',
  limits: (server) => ({ maxPixels: server.maxOutputPixels }),
  checkLink: checkCaptureLink,
  async run(ctx) {
    const source = await pageSource(ctx);
    const name = `${hostStem(ctx)}.png`;
    const path = join(ctx.workDir, name);
    await capture(ctx, source, {
      kind: 'png',
      path,
      fullPage: ctx.params.preset === 'full',
      width: ctx.params.width,
      height: ctx.params.height,
      scale: ctx.params.factor,
      maxPixels: ctx.env.limits.maxOutputPixels,
    });
    return { path, name, mime: 'image/png' };
  },
});
