/**
 * What the supervisors of engine processes read of them from Linux's /proc, in one place: the PDF and OCR workers'
 * resident memory, the office and browser process groups' members, memory and CPU, and a job's CPU count.
 * Everything answers null for a process that is gone (or off Linux), so a watch then falls back to its time budget.
 */
import { readFile } from 'node:fs/promises';

/** Bytes of a memory page, as /proc counts resident pages. */
export const PAGE_BYTES = 4096;
/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ, the same on every architecture it runs on). */
export const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat the supervisors use. */
export interface ProcStat {
  /** The process group it belongs to. */
  pgid: number;
  /** User plus system CPU time of the process itself, in ticks. */
  ownTicks: number;
  /** User plus system CPU time of its children that it has waited for, in ticks. */
  childTicks: number;
  /** Resident memory, in pages. */
  rssPages: number;
}

export async function readProcStat(pid: number): Promise<ProcStat | null> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces and parentheses: count fields after its closing one.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
    const stat = { pgid: f[2], ownTicks: f[11] + f[12], childTicks: f[13] + f[14], rssPages: f[21] };
    return Object.values(stat).every(Number.isFinite) ? stat : null;
  } catch {
    return null;
  }
}

/** Resident memory of one process, in MB (VmRSS). */
export async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Kills every process of the group led by `pgid`; one that already ended is no error. */
export function killGroup(pgid: number | undefined): void {
  if (pgid === undefined) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
