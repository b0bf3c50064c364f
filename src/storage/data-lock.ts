import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK = 'service.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the embedded data folder, or null. */
export async function dataFolderHolder(dataDir: string): Promise<number | null> {
  const pid = Number((await readFile(join(dataDir, LOCK), 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * One process per embedded data folder: its lowdb files are held in memory and written whole, so a second
 * writer's changes are lost at the first's next write. The lock names the holder's pid; a lock whose process is
 * gone (a crash) is taken over.
 */
export async function holdDataFolder(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const holder = await dataFolderHolder(dataDir);
  if (holder !== null) {
    throw new Error(`${dataDir} is in use by another gametools process (pid ${holder}); stop it first, or give this one another DATA_DIR`);
  }
  await writeFile(join(dataDir, LOCK), `${process.pid}\n`);
}
