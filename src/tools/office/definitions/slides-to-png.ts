/** A presentation to one PNG per slide: LibreOffice lays it out as a PDF, the MuPDF workers render its pages. */
import { ToolError } from '../../../core/errors.js';
import { intParam } from '../../../core/tools/params.js';
import type { ToolLimits } from '../../../core/tools/tool.types.js';
import { z } from 'zod';
import { countPdfPages, renderPdfPages } from '../../pdf/render.js';
import { officeTool } from '../define.js';
import { ODP, PPT, PPTM, PPTX, ZIP } from '../formats.js';
import { OFFICE_CAPS } from '../limits.js';
import { convertWithOffice, zipOutput } from '../run.js';

const slideCaps = (server: ToolLimits) => ({ maxPages: server.maxRenderPages, maxOutputs: server.maxRenderPages, ...OFFICE_CAPS });

export const slidesToPng = officeTool({
  id: 149,
  slug: 'slides-to-png',
  operation: 'document.slides.png',
  title: 'Slides to PNG',
  description: 'Renders every slide of a presentation (pptx, ppt, odp) to a PNG image, all in one ZIP.',
  params: z.object({ level: intParam({ min: 36, max: 300, default: 96, description: 'Resolution in dpi (36–300)' }) }),
  accepts: [PPTX, PPTM, PPT, ODP],
  output: ZIP,
  members: 'image/png',
  limits: slideCaps,
  engine: 'office',
  async run(ctx) {
    const [pdf] = await convertWithOffice(ctx, 'impress', 'pdf');
    const cap = ctx.env.limits.maxRenderPages;
    const slides = await countPdfPages(pdf, ctx.signal, ctx.env);
    if (slides > cap) throw new ToolError('too_large', `the presentation has ${slides} slides, which exceeds the limit of ${cap}`);
    const pngs = await renderPdfPages(pdf, {
      pages: Array.from({ length: slides }, (_, i) => i),
      dpi: ctx.params.level,
      format: 'png',
      outDir: ctx.workDir,
      stem: `${ctx.baseName}-slide`,
      signal: ctx.signal,
      onPage: (done, total) => ctx.progress(90 + Math.round((5 * done) / total), `rendering ${done}/${total}`),
      limits: ctx.env.limits,
      workers: ctx.env.pdf,
    });
    return zipOutput(ctx, pngs);
  },
});
