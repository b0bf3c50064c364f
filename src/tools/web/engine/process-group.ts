import { readdir, readFile } from 'node:fs/promises';

const PAGE_BYTES = 4096;

/**
 * Resident memory, in MB, of every process in the process group `pgid` (Linux /proc): a browser's renderers, GPU and
 * network processes stay in the group of the browser that a capture starts as a group leader. Null where /proc cannot
 * be read (another system), so the watch is then left to the time budget.
 */
export async function groupRssMb(pgid: number): Promise<number | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  let pages = 0;
  await Promise.all(
    entries
      .filter((e) => /^\d+$/.test(e))
      .map(async (pid) => {
        try {
          const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
          // The command name may hold spaces and parentheses; the fields after its closing one are plain.
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          if (Number(fields[2]) === pgid) pages += Number(fields[21]) || 0;
        } catch {
          // The process ended while the list was read.
        }
      }),
  );
  return (pages * PAGE_BYTES) / (1024 * 1024);
}

/** Kills every process of the group; one that already ended is no error. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
