import type { FailureKind } from '../errors.js';

/** The spec's four user-facing texts for a failed job (README "A failed job's message is one of…"). */
const MESSAGES: Record<FailureKind, string> = {
  invalid_link: 'The link is not a valid video link. Paste the full URL of the video.',
  disabled: 'This capability is currently disabled on this server.',
  too_large: 'The file is too large for this tool.',
  // A job stopped by its time budget was too much work for the tool: the "too large" text says so, where the
  // generic one sent people to check a format that was fine (issue 37).
  timeout: 'The file is too large for this tool.',
  invalid_input: 'The file could not be processed. Check the format and retry.',
  internal: 'The file could not be processed. Check the format and retry.',
  // Not the video-link text: a web capture's address is a page, and the user needs to know it was the page (issue 38).
  page_unavailable:
    'The web page could not be captured: its address is not allowed here, could not be reached, answered with an error, or did not load in time.',
};

export function failureMessage(kind: FailureKind): string {
  return MESSAGES[kind];
}

export { classifyRawFailure } from '../errors.js';
