import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** URL-safe random identifier; 16 bytes = 128 bits unless told otherwise. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two strings without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    // Still spend a comparison so length mismatches cost the same as content mismatches.
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}
