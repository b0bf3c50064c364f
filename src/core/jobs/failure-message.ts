import { INVALID_VIDEO_URL_TEXT } from '../video-link.js';

/**
 * The user-facing text for a failed job, chosen from the raw error by substring; the first rule that
 * matches wins (spec part 7). The raw text itself is never shown.
 */
const RULES: ReadonlyArray<readonly [string, string]> = [
  [INVALID_VIDEO_URL_TEXT, 'The link is not a valid video link. Paste the full URL of the video.'],
  ['disabled on this server', 'This capability is currently disabled on this server.'],
  ['exceeds', 'The file is too large for this tool.'],
];

const GENERIC = 'The file could not be processed. Check the format and retry.';

export function failureMessage(raw: string | null | undefined): string {
  const text = raw ?? '';
  for (const [needle, message] of RULES) {
    if (text.includes(needle)) return message;
  }
  return GENERIC;
}
