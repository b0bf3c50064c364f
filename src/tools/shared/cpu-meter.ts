import type { CpuMeter } from '../../core/jobs/cpu.ports.js';
import { readProcStat, TICKS_PER_SECOND } from './proc.js';

/** User plus system CPU time of a process, in ticks; null once it has gone (or off Linux). */
async function cpuTicks(pid: number): Promise<number | null> {
  return (await readProcStat(pid))?.ownTicks ?? null;
}

interface Tracked {
  pid: number;
  /** Ticks the process had used when the job started counting it (a pooled worker's earlier jobs). */
  base: number | null;
  /** The latest reading: a process that ended keeps what it was last seen at. */
  last: number | null;
  open: boolean;
}

/**
 * A job's CPU meter read from /proc: each tracked process counts from when it was tracked until it was let go, and
 * one that ended counts what it was last seen at (the runner reads the meter every second, so at most that much of
 * an ending process's last second goes uncounted; ffmpeg's own CPU limit covers a single run exactly).
 */
export class ProcCpuMeter implements CpuMeter {
  readonly #tracked: Tracked[] = [];

  track(pid: number, fresh = false): () => void {
    const entry: Tracked = { pid, base: fresh ? 0 : null, last: null, open: true };
    this.#tracked.push(entry);
    void cpuTicks(pid).then((ticks) => {
      entry.base ??= ticks;
      entry.last ??= ticks;
    });
    return () => {
      if (!entry.open) return;
      void this.#read(entry).finally(() => {
        entry.open = false;
      });
    };
  }

  async seconds(): Promise<number> {
    await Promise.all(this.#tracked.filter((t) => t.open).map((t) => this.#read(t)));
    let ticks = 0;
    for (const t of this.#tracked) if (t.base !== null && t.last !== null) ticks += Math.max(0, t.last - t.base);
    return ticks / TICKS_PER_SECOND;
  }

  async #read(entry: Tracked): Promise<void> {
    const ticks = await cpuTicks(entry.pid);
    if (ticks === null) return;
    entry.base ??= ticks;
    entry.last = Math.max(entry.last ?? ticks, ticks);
  }
}
