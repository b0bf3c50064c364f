import { join } from 'node:path';
import { z } from 'zod';
import { numberParam } from '../../../core/tools/params.js';
import { outputFor, qrFormatParam, qrLevelParam, qrWidthParam, QR_OUTPUT } from '../../qr/encode-common.js';
import { writeQr } from '../../qr/engine/qr-render.js';
import { watchUrl } from '../links.js';
import { defineUrlTool } from '../url-tool.js';

export const linkQr = defineUrlTool({
  id: 132,
  slug: 'yt-qr-code',
  operation: 'link.qr',
  title: 'QR code for a video link',
  description: 'A QR code that opens the video (optionally at a start time); made locally, no request leaves the server.',
  params: z.object({
    format: qrFormatParam(),
    width: qrWidthParam(),
    level: qrLevelParam(),
    start: numberParam({ min: 0, max: 86_400, default: 0, description: 'Start time in seconds (whole seconds are used)' }),
  }),
  output: QR_OUTPUT,
  async run(ctx, id) {
    const { ext, mime } = outputFor(ctx.params.format);
    const name = `${ctx.baseName}.${ext}`;
    const path = join(ctx.workDir, name);
    await writeQr(watchUrl(id, ctx.params.start), ctx.params, path);
    ctx.progress(100);
    return { path, name, mime };
  },
});
