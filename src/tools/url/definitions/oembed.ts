import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../../core/errors.js';
import { NO_PARAMS } from '../../../core/tools/params.js';
import { canonicalVideoUrl } from '../../../core/video-link.js';
import { getFromFixedHost, requestTimeoutMs } from '../engine/fixed-host-fetch.js';
import { defineUrlTool } from '../url-tool.js';
import { jsonText } from '../../shared/json-text.js';
import { nestingDepth } from '../../../core/json-depth.js';

// A real oEmbed answer is about 1 kB.
export const OEMBED_MAX_BYTES = 256 * 1024;
const MAX_TEXT = 4096;
/** A real oEmbed answer is one flat object; deeper text is refused before parsing it. */
export const OEMBED_MAX_DEPTH = 8;

const STRING_FIELDS = ['type', 'version', 'title', 'author_name', 'author_url', 'provider_name', 'provider_url', 'thumbnail_url', 'html'] as const;
const NUMBER_FIELDS = ['width', 'height', 'thumbnail_width', 'thumbnail_height'] as const;

/** `${endpoint}?url=<canonical watch URL>&format=json`; the endpoint comes from configuration only. */
export function oembedUrl(endpoint: string, videoId: string): URL {
  const url = new URL(endpoint);
  url.search = '';
  url.searchParams.set('url', canonicalVideoUrl(videoId));
  url.searchParams.set('format', 'json');
  return url;
}

/** Keeps the documented oEmbed fields with the right types, so nothing unexpected is passed on. */
export function pickOembedFields(raw: unknown): Record<string, string | number> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ToolError('internal', 'the oEmbed endpoint answered JSON that is not an object');
  }
  const src = raw as Record<string, unknown>;
  const out: Record<string, string | number> = {};
  for (const key of STRING_FIELDS) {
    const v = src[key];
    if (typeof v === 'string' && v.length <= MAX_TEXT) out[key] = v;
  }
  for (const key of NUMBER_FIELDS) {
    const v = src[key];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
  }
  if (typeof out.title !== 'string') throw new ToolError('internal', 'the oEmbed answer has no title');
  return out;
}

export const oembedMetadata = defineUrlTool({
  id: 133,
  slug: 'yt-oembed-metadata',
  operation: 'link.oembed',
  title: 'Video metadata (oEmbed)',
  description: "Title, channel, thumbnail and player HTML of a public video, from the video host's oEmbed endpoint, as JSON.",
  params: NO_PARAMS,
  output: 'application/json',
  async run(ctx, id) {
    ctx.progress(10, 'fetching');
    const res = await getFromFixedHost(ctx.env.fetch, {
      url: oembedUrl(ctx.env.videoOembedUrl, id),
      service: 'oEmbed endpoint',
      maxBytes: OEMBED_MAX_BYTES,
      timeoutMs: requestTimeoutMs(ctx.env.limits.jobTimeoutMs),
      signal: ctx.signal,
      accept: 'application/json',
    });
    if (res.status >= 400) {
      throw new ToolError('internal', `the video is private, removed or not embeddable (the oEmbed endpoint answered HTTP ${res.status})`);
    }
    const text = res.body.toString('utf8');
    if (nestingDepth(text, OEMBED_MAX_DEPTH) > OEMBED_MAX_DEPTH) {
      throw new ToolError('internal', `the oEmbed endpoint answered JSON nested deeper than ${OEMBED_MAX_DEPTH} levels`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ToolError('internal', 'the oEmbed endpoint answered something that is not JSON');
    }
    const fields = pickOembedFields(parsed);
    const name = `${ctx.baseName}.json`;
    const path = join(ctx.workDir, name);
    const body = { video_id: id, url: canonicalVideoUrl(id), ...fields };
    await writeFile(path, jsonText(body), 'utf8');
    ctx.progress(100);
    return { path, name, mime: 'application/json' };
  },
});
