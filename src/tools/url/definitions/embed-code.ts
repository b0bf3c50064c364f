import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { intParam, numberParam, optionalNumber } from '../../../core/tools/params.js';
import { embedUrl, escapeHtml, shortUrl, watchUrl, wholeSeconds } from '../links.js';
import { defineUrlTool } from '../url-tool.js';

const PLAYER_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

export function iframeSnippet(videoId: string, width: number, height: number, start: number, end?: number): string {
  return (
    `<iframe width="${width}" height="${height}" src="${escapeHtml(embedUrl(videoId, start, end))}" ` +
    `title="Video player" frameborder="0" allow="${PLAYER_ALLOW}" ` +
    `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`
  );
}

function page(videoId: string, width: number, height: number, start: number, end?: number): string {
  const snippet = iframeSnippet(videoId, width, height, start, end);
  const links: Array<[string, string]> = [
    ['Watch', watchUrl(videoId, start)],
    ['Short link', shortUrl(videoId, start)],
    ['Embed (privacy-enhanced)', embedUrl(videoId, start, end)],
  ];
  const items = links
    .map(([label, url]) => `      <li>${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Embed code for video ${escapeHtml(videoId)}</title>
  </head>
  <body>
    <h1>Embed code</h1>
    <p>Copy this into your page:</p>
    <pre><code>${escapeHtml(snippet)}</code></pre>
    <h2>Links</h2>
    <ul>
${items}
    </ul>
    <h2>Preview</h2>
    ${snippet}
  </body>
</html>
`;
}

export const embedCode = defineUrlTool({
  id: 134,
  slug: 'yt-embed-code',
  operation: 'link.embed',
  title: 'Embed code for a video',
  description:
    'An HTML page with a copy-ready privacy-enhanced iframe (start and optional end time) and the plain watch, short and embed links. Made locally, no request leaves the server.',
  params: z.object({
    start: numberParam({ min: 0, max: 86_400, default: 0, description: 'Start time in seconds' }),
    end: optionalNumber({ min: 0, max: 86_400, description: 'End time in seconds (after start)' }),
    width: intParam({ min: 200, max: 3840, default: 560, description: 'Player width in pixels' }),
    height: intParam({ min: 200, max: 2160, default: 315, description: 'Player height in pixels' }),
  }),
  output: 'text/html',
  async validate(params) {
    if (params.end !== undefined && wholeSeconds(params.end) <= wholeSeconds(params.start)) {
      throw new AppError('invalid_params', 'end: must be at least one second after start', { field: 'end' });
    }
  },
  async run(ctx, id) {
    const { start, end, width, height } = ctx.params;
    const name = `${ctx.baseName}.html`;
    const path = join(ctx.workDir, name);
    await writeFile(path, page(id, width, height, start, end), 'utf8');
    ctx.progress(100);
    return { path, name, mime: 'text/html' };
  },
});
