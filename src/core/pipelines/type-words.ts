import { ANY_FILE } from '../tools/accepts.js';

/**
 * Types in words a person reads in a refusal: "a PDF", "an image (PNG, JPEG or WebP)". Only for messages; every
 * decision is taken on the MIME types themselves.
 */
const NAMED: Readonly<Record<string, string>> = {
  [ANY_FILE]: 'any file',
  'application/pdf': 'a PDF',
  'application/zip': 'a ZIP',
  'text/plain': 'plain text',
  'text/html': 'an HTML page',
};

const FAMILY: Readonly<Record<string, string>> = {
  image: 'an image',
  audio: 'audio',
  video: 'a video',
  text: 'text',
};

/** What a tool takes, from its accepted types. */
export function takesWords(accepts: readonly string[]): string {
  if (accepts.length === 0) return 'a video link';
  if (accepts.length === 1 && NAMED[accepts[0]]) return NAMED[accepts[0]];
  const families = new Set(accepts.map((m) => m.split('/')[0]));
  if (families.size === 1) {
    const family = FAMILY[[...families][0]];
    if (family) return `${family} (${accepts.map(shortName).join(', ')})`;
  }
  return accepts.join(', ');
}

function shortName(mime: string): string {
  const sub = mime.split('/')[1] ?? mime;
  return sub.replace(/^x-/, '').replace(/\+xml$/, '').toUpperCase();
}
