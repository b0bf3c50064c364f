import type { ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { ToolError } from '../../../core/errors.js';
import { lowerPriority } from '../../shared/child-priority.js';

/** Keeps only the last `max` bytes written to it: a chatty child process cannot grow memory. */
export class TailBuffer {
  #chunks: Buffer[] = [];
  #size = 0;

  constructor(private readonly max: number) {}

  push(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#size += chunk.length;
    while (this.#size - this.#chunks[0].length >= this.max) {
      this.#size -= this.#chunks[0].length;
      this.#chunks.shift();
    }
    if (this.#chunks.length > 64) {
      const joined = Buffer.concat(this.#chunks);
      this.#chunks = [joined.subarray(Math.max(0, joined.length - this.max))];
      this.#size = this.#chunks[0].length;
    }
  }

  text(): string {
    const joined = Buffer.concat(this.#chunks);
    return joined.subarray(Math.max(0, joined.length - this.max)).toString('utf8');
  }
}

/** What a cancelled run rejects with: the job service's own reason when it gave one. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new ToolError('internal', 'cancelled');
}

export function exitText(code: number | null, sig: NodeJS.Signals | null): string {
  return sig ? `signal ${sig}` : `exit code ${code}`;
}

/** The last `n` lines of a child's stderr on one line, at most `maxChars` long, for an error message. */
export function lastLines(text: string, n: number, maxChars: number): string {
  return text.trim().split('\n').slice(-n).join(' | ').slice(-maxChars);
}

/** Why this process killed a child: cancelled, out of wall time, or (probe) output too large. */
export type KillReason = 'abort' | 'wall' | 'size';

/** How a supervised child ended. */
export interface ChildEnd {
  code: number | null;
  sig: NodeJS.Signals | null;
  /** Set when this process killed the child; the first reason wins. */
  killedBy: KillReason | null;
  /** Set when the binary could not be started at all. */
  spawnError: Error | null;
}

/**
 * Lowers `child`'s CPU priority to `nice` (JOB_NICE), kills it with SIGKILL when `signal` aborts or `wallMs` passes
 * (once, whatever comes first), and reports how it ended after it has closed, with the abort listener and the timer already removed.
 * `kill` stops it for a reason of the caller's own.
 */
export function superviseChild(
  child: ChildProcess,
  signal: AbortSignal,
  wallMs: number,
  nice: number,
): { kill(why: KillReason): void; ended: Promise<ChildEnd> } {
  // With encodes filling every core, the service's process still gets the CPU when a request arrives (with 4 encodes
  // on 2 busy cores, poll p50 went from 229 to 17 ms); the encodes lose only the moments the service needs.
  lowerPriority(child.pid, nice);
  let killedBy: KillReason | null = null;
  let spawnError: Error | null = null;
  const kill = (why: KillReason) => {
    if (killedBy) return;
    killedBy = why;
    child.kill('SIGKILL');
  };
  const onAbort = () => kill('abort');
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => kill('wall'), wallMs);
  child.on('error', (err) => {
    spawnError = err;
  });
  const ended = new Promise<ChildEnd>((resolve) => {
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve({ code, sig, killedBy, spawnError });
    });
  });
  return { kill, ended };
}

/**
 * The user-facing failure text is chosen by substring, and "exceeds" means "file too large". ffmpeg's own
 * messages must not trigger that by accident, so the word is neutralised in quoted stderr.
 */
export function scrubLimitWords(text: string): string {
  return text.replace(/exceed/gi, 'go past');
}

/**
 * The environment of every ffmpeg/ffprobe child: nothing inherited (FFREPORT and friends must not make them
 * write log files elsewhere), C locale for stable number formats, and GCONV_PATH set to the binary's own
 * package folder. These static builds crash (SIGSEGV) when the MPEG-TS demuxer's iconv call loads the system's
 * gconv modules; with no modules to find, iconv fails cleanly instead.
 */
export function childEnv(binaryPath: string): NodeJS.ProcessEnv {
  return { LC_ALL: 'C', GCONV_PATH: dirname(binaryPath) };
}
