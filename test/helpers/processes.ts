import { execFileSync } from 'node:child_process';
import type { Readable } from 'node:stream';

/** Pids and parent pids of running processes whose arguments mention `needle` (a job id in its input path). */
export function processesMentioning(needle: string): Array<{ pid: number; ppid: number; args: string }> {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l.includes(needle) && !l.includes('ps -eo'))
    .map((l) => {
      const [pid, ppid, ...args] = l.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), args: args.join(' ') };
    });
}

/** Polls `probe` every 50 ms until it answers something (not null, undefined or false). */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends SIGKILL to each pid, ignoring those already gone. */
export function killAll(pids: Iterable<number>): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Reads a child's stdout as JSON log lines (pino), each pushed onto `lines` as it is complete; a line that is not
 * JSON goes to `other` (a crash's stack, a tool's chatter).
 */
export function readJsonLines(stdout: Readable | null, lines: Array<Record<string, unknown>>, other: (line: string) => void = () => undefined): void {
  let buf = '';
  stdout?.on('data', (d: Buffer) => {
    buf += d.toString();
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        other(line);
      }
    }
  });
}
