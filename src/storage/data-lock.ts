import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK = 'service.lock';
/** Tries before giving up when other processes keep changing the lock under this one. */
const ATTEMPTS = 100;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

async function pidIn(path: string): Promise<number | null> {
  const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The pid of another live process holding the embedded data folder, or null. */
export async function dataFolderHolder(dataDir: string): Promise<number | null> {
  const pid = await pidIn(join(dataDir, LOCK));
  return pid !== null && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * Puts a lock file holding this pid in place only if none is there, in one step: the file is written whole under
 * a name of its own, then hard-linked to the lock's name, which fails when the name exists. Linking (rather than
 * creating the lock with O_EXCL and then writing it) means nobody ever reads a lock that is there but still empty.
 */
async function place(lock: string): Promise<boolean> {
  const mine = `${lock}.${process.pid}`;
  await writeFile(mine, `${process.pid}\n`, { mode: 0o600 });
  try {
    await link(mine, lock);
    return true;
  } catch (err) {
    if (code(err) === 'EEXIST') return false;
    if (code(err) !== 'EPERM' && code(err) !== 'ENOTSUP' && code(err) !== 'ENOSYS') throw err;
    // A filesystem without hard links: an exclusive create, then the pid (a reader may see it empty meanwhile).
    try {
      await writeFile(lock, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (inner) {
      if (code(inner) === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    await unlink(mine).catch(() => undefined);
  }
}

/** A takeover guard older than this was left by a process that died while clearing a stale lock. */
const GUARD_ABANDONED_MS = 5_000;

/**
 * Removes a lock whose holder is gone. Only the process holding the takeover guard (placed as the lock itself is,
 * in one step) may remove the lock, and it looks again under the guard: the same file, its holder still gone. New
 * locks are only ever linked into place, never moved or replaced, so nothing can take away a lock once a live
 * process holds it. Answers false when another process is clearing it now.
 */
async function clearStale(lock: string, stale: { ino: number }): Promise<boolean> {
  const guard = `${lock}.takeover`;
  if (!(await place(guard))) {
    const held = await stat(guard).catch(() => null);
    if (held && Date.now() - held.mtimeMs > GUARD_ABANDONED_MS) await unlink(guard).catch(() => undefined);
    return false;
  }
  try {
    const now = await stat(lock).catch(() => null);
    if (!now || now.ino !== stale.ino) return true;
    const pid = await pidIn(lock);
    if (pid !== null && (pid === process.pid || alive(pid))) return true;
    await unlink(lock).catch(() => undefined);
    return true;
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

/**
 * One process per embedded data folder: its lowdb files are held in memory and written whole, so a second
 * writer's changes are lost at the first's next write. The lock names the holder's pid and is taken in one atomic
 * step, so of two services starting together on one folder exactly one starts; a lock whose process is gone (a
 * crash) is taken over, by one process only. The holder taking it again (a restart within one process) keeps it.
 * Answers whether this call took it (false: this process held it already).
 */
export async function holdDataFolder(dataDir: string): Promise<boolean> {
  await mkdir(dataDir, { recursive: true });
  const lock = join(dataDir, LOCK);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await place(lock)) return true;
    const found = await stat(lock).catch(() => null);
    if (!found) continue;
    const pid = await pidIn(lock);
    if (pid === process.pid) return false;
    if (pid !== null && alive(pid)) {
      throw new Error(`${dataDir} is in use by another gametools process (pid ${pid}); stop it first, or give this one another DATA_DIR`);
    }
    // An empty lock may be one being written by the no-hard-link path: stale only once it has aged a little.
    if (pid === null && Date.now() - found.mtimeMs < 2_000) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    // Another process is clearing it: give it a moment, then look again.
    if (!(await clearStale(lock, found))) await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${dataDir}: could not take its lock (${LOCK}); other processes keep changing it`);
}

/**
 * Lets go of the data folder's lock when this process holds it (a command-line tool done with the folder), so
 * the next service start finds no lock rather than a stale one naming a pid that may be reused by then.
 */
export async function releaseDataFolder(dataDir: string): Promise<void> {
  const lock = join(dataDir, LOCK);
  if ((await pidIn(lock)) === process.pid) await unlink(lock).catch(() => undefined);
}
