/**
 * Recognises links to a single video on the video-sharing site and reduces them to the 11-character id.
 * Only the id leaves this function: every later request is built from it for a fixed host, so no
 * user-supplied host, port, path or credential can reach an outbound request.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const RESERVED_IDS = new Set(['videoseries', 'live_stream']);
const MAIN_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);
const MAX_LINK_LENGTH = 2048;

export const INVALID_VIDEO_URL_TEXT = 'invalid video URL';

export function canonicalVideoUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

export function extractVideoId(link: unknown): string | null {
  return extract(link, false);
}

function extract(link: unknown, nested: boolean): string | null {
  if (typeof link !== 'string' || link.length === 0 || link.length > MAX_LINK_LENGTH) return null;
  const text = link.trim();
  if (VIDEO_ID.test(text)) return accept(text);
  let url: URL;
  try {
    // A bare "youtu.be/ID" is common in chat; treat a scheme-less link as https.
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host)) return segments.length === 1 ? accept(segments[0]) : null;
  if (!MAIN_HOSTS.has(host)) return null;
  const [first, second] = segments;
  if (first === 'watch') {
    if (segments.length === 1) return accept(url.searchParams.get('v'));
    return segments.length === 2 ? accept(second) : null;
  }
  if (first && PATH_PREFIXES.has(first)) return segments.length === 2 ? accept(second) : null;
  if (first === 'attribution_link' && !nested) {
    const inner = url.searchParams.get('u');
    if (!inner || !inner.startsWith('/')) return null;
    return extract(`https://www.youtube.com${inner}`, true);
  }
  return null;
}

function accept(candidate: string | null | undefined): string | null {
  if (!candidate || !VIDEO_ID.test(candidate) || RESERVED_IDS.has(candidate)) return null;
  return candidate;
}
