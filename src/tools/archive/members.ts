/** The rules every archive member meets before it is written anywhere (issue 39 item 5). */
import { ToolError } from '../../core/errors.js';

export interface ArchiveLimits {
  /** Most files one archive may hold. */
  maxEntries: number;
  /** Largest one member may inflate to. */
  maxMemberBytes: number;
  /** Most bytes all members may inflate to together. */
  maxTotalBytes: number;
  /** Largest inflated ÷ archive size ratio (a zip bomb is thousands to one; real archives of text rarely pass 20). */
  maxRatio: number;
}

/** What one archive may unpack to; a photo album or a project folder is well inside these. */
export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 1_000,
  maxMemberBytes: 128 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
  maxRatio: 200,
};

/**
 * A member's name as it goes into the result: forward slashes, no empty or "." parts. A name that would land
 * outside the folder it is unpacked into (a ".." part, an absolute path, a drive letter, a backslash path) is refused
 * with the name quoted, as are control characters.
 */
export function safeMemberName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw new ToolError('invalid_input', `the archive holds a member whose name has control characters`);
  const shown = JSON.stringify(raw.slice(0, 200));
  if (raw.startsWith('/') || raw.startsWith('\\') || /^[A-Za-z]:/.test(raw) || raw.includes('\\')) {
    throw new ToolError('invalid_input', `the archive holds a member with an absolute or Windows path, ${shown}`);
  }
  const parts = raw.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) throw new ToolError('invalid_input', `the archive holds a member whose path leaves its folder, ${shown}`);
  if (parts.length === 0) throw new ToolError('invalid_input', 'the archive holds a member without a name');
  return parts.join('/');
}

/** Counts members and bytes as they come, refusing the first that breaks a limit; names must be unique. */
export class MemberTally {
  readonly #seen = new Set<string>();
  #bytes = 0;
  #name = '';
  #memberBytes = 0;

  constructor(
    private readonly limits: ArchiveLimits,
    private readonly archiveBytes: number,
  ) {}

  add(name: string, bytes: number): void {
    if (this.#seen.has(name)) throw new ToolError('invalid_input', `the archive holds ${JSON.stringify(name)} twice`);
    this.#seen.add(name);
    if (this.#seen.size > this.limits.maxEntries) {
      throw new ToolError('too_large', `the archive holds more than ${this.limits.maxEntries} files, which exceeds the limit`);
    }
    this.#name = name;
    this.#memberBytes = 0;
    this.#count(bytes, true);
  }

  /**
   * More bytes of the member added last, as a decompressor streams it out: the same limits, checked as the bytes
   * arrive, so a bomb is stopped at the first limit it passes rather than after it has inflated.
   */
  grow(bytes: number): void {
    this.#count(bytes, false);
  }

  /** `declared`: the member's whole size is known (a header's), not only what has streamed out so far. */
  #count(bytes: number, declared: boolean): void {
    this.#memberBytes += bytes;
    this.#bytes += bytes;
    if (this.#memberBytes > this.limits.maxMemberBytes) {
      const size = declared ? `${this.#memberBytes}` : `more than ${this.limits.maxMemberBytes}`;
      throw new ToolError('too_large', `the member ${JSON.stringify(this.#name)} unpacks to ${size} bytes, which exceeds the limit of ${this.limits.maxMemberBytes}`);
    }
    if (this.#bytes > this.limits.maxTotalBytes) {
      throw new ToolError('too_large', `the archive unpacks to more than ${this.limits.maxTotalBytes} bytes, which exceeds the limit`);
    }
    if (this.#bytes > Math.max(1, this.archiveBytes) * this.limits.maxRatio && this.#bytes > 1024 * 1024) {
      throw new ToolError('too_large', `the archive unpacks to more than ${this.limits.maxRatio} times its size, which looks like a zip bomb`);
    }
  }
}
