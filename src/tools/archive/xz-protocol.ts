/** What the service thread (xz.ts) and the xz worker thread (xz-worker.ts) say to each other. */

export interface XzJob {
  input: string;
  /** Where the inflated bytes go; null only counts them (archive-list). */
  output: string | null;
  /** The compressed file's size, for the ratio limit. */
  archiveBytes: number;
  /** The member's name, for the limits' messages. */
  name: string;
}

export type XzReply =
  | { ok: true; tar: boolean; bytes: number }
  | { ok: false; kind: 'too_large' | 'invalid_input'; message: string };

/** A ustar header's magic ends at byte 262; the same test the tar.gz and tar.zst route makes. */
export const TAR_MAGIC_END = 262;

export function isTarHeader(head: Buffer): boolean {
  return head.length >= TAR_MAGIC_END && head.toString('latin1', 257, TAR_MAGIC_END) === 'ustar';
}

/**
 * xz-decompress reports xz-embedded's return codes as "error code N" (xz.h): 4 is a dictionary past the 64 MiB it
 * was built to allow, 6 a filter or integrity check it was built without (BCJ, SHA-256); anything else, or an input
 * that ends early, is damage.
 */
export function xzFailure(err: unknown): string {
  const code = /error code (\d+)/.exec(err instanceof Error ? err.message : String(err))?.[1];
  if (code === '4') return 'the xz file needs a dictionary larger than 64 MiB, which exceeds the limit';
  if (code === '6') return 'the xz file uses a filter or check this reader does not support (BCJ or SHA-256)';
  return 'the xz file is damaged';
}
