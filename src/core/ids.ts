import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random identifier; 16 bytes = 128 bits unless told otherwise. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Compares two strings without leaking where they differ: every character of `b` (the stored value) is looked at
 * whatever `a` holds, and the differences are gathered without branching. No Buffers are made per call (the
 * profile of a poll found two per compare); UTF-16 code units compare as exactly as UTF-8 bytes do.
 */
export function safeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i) | 0) ^ b.charCodeAt(i);
  return diff === 0;
}
