import { AppError } from './errors.js';

const MAX_LINK_LENGTH = 2048;

function refuse(why: string): AppError {
  return new AppError('invalid_url', `url: ${why}.`, { field: 'url' });
}

/**
 * A web page's address as a caller gives it, checked for its form only: an http or https URL (a bare
 * `example.com/page` is taken as https), without a user name or password. Which addresses may be reached is the
 * tool's own check (its `checkLink`), and the capture judges every connection again.
 */
export function parseWebLink(raw: unknown): URL {
  if (typeof raw !== 'string' || raw.trim().length === 0) throw refuse('paste the full address of a web page');
  const text = raw.trim();
  if (text.length > MAX_LINK_LENGTH) throw refuse(`must be at most ${MAX_LINK_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    throw refuse('must be an absolute http or https address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('must be an http or https address');
  if (url.username || url.password) throw refuse('must not carry a user name or password');
  if (!url.hostname) throw refuse('must name a host');
  return url;
}
