import type Koa from 'koa';
import type { AtomFeed } from './atom.js';

/**
 * Answers an Atom feed with its validators, or 304 when the reader's copy is current (If-None-Match first, as
 * RFC 9110 asks, else If-Modified-Since at whole seconds). Shared by every feed so readers see one behaviour.
 */
export function sendFeed(ctx: Koa.Context, feed: AtomFeed): void {
  ctx.set('ETag', feed.etag);
  ctx.set('Last-Modified', new Date(feed.updatedAt).toUTCString());
  ctx.set('Cache-Control', 'public, max-age=300');
  const match = ctx.get('If-None-Match');
  const since = Date.parse(ctx.get('If-Modified-Since'));
  const unchanged = match
    ? match.split(',').some((t) => t.trim().replace(/^W\//, '') === feed.etag || t.trim() === '*')
    : Number.isFinite(since) && Math.floor(feed.updatedAt / 1000) * 1000 <= since;
  if (unchanged) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/atom+xml; charset=utf-8';
  ctx.body = feed.body;
}
