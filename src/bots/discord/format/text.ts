/** Cuts text to Discord's field limits, marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Prefixes for refusals and failures, so every message of one kind looks the same. */
export const PREFIX_FAIL = '❌';
export const PREFIX_OK = '✅';
