import { readdir } from 'node:fs/promises';
import { PAGE_BYTES, readProcStat } from '../../shared/proc.js';

export { killGroup } from '../../shared/proc.js';

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
        // A process that ended while the list was read has no stat: it counts nothing.
        const st = await readProcStat(Number(pid));
        if (st?.pgid === pgid) pages += st.rssPages || 0;
      }),
  );
  return (pages * PAGE_BYTES) / (1024 * 1024);
}
