import type Koa from 'koa';

/**
 * The pages' policy: scripts and styles only from our own files (no inline script or style), media from our
 * own previews or blob URLs made by the page, no plugins, no framing by other sites but Telegram's web client, which
 * shows the pages as a Mini App in a frame (issue 40).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  'frame-ancestors https://web.telegram.org',
].join('; ');

/** Headers for every HTML page this part serves. */
export function setPageHeaders(ctx: Koa.Context): void {
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  // Same-origin keeps the referrer off other sites, yet lets plain form posts carry our Origin for the check.
  ctx.set('Referrer-Policy', 'same-origin');
  // No X-Frame-Options: it cannot name the one framer allowed; frame-ancestors above says it, and wins where both are.
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  ctx.set('Cache-Control', 'no-cache');
}
