import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeBytes } from '../../../src/storage/free-space.js';

/**
 * A small filesystem made for one test: a tmpfs mounted on a fresh folder. Mounting needs root (the machine runs
 * the tests as root); elsewhere `SMALL_DISK_SKIP` names why the disk-full tests are skipped.
 */
export interface SmallDisk {
  dir: string;
  /** Takes space with a filler file until only about `leaveMb` MB stay free. */
  fillLeaving(leaveMb: number): Promise<void>;
  /** Removes the filler. */
  unfill(): Promise<void>;
  free(): Promise<number>;
  unmount(): void;
}

function probe(): string | null {
  if (process.platform !== 'linux') return 'not Linux: no tmpfs to mount';
  if (process.getuid?.() !== 0) return 'not root: mounting a tmpfs needs root';
  const dir = mkdtempSync(join(tmpdir(), 'gt-tmpfs-probe-'));
  try {
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { encoding: 'utf8' });
    if (mounted.status !== 0) return `mount -t tmpfs failed: ${(mounted.stderr || mounted.error?.message || '').trim()}`;
    spawnSync('umount', [dir]);
    return null;
  } finally {
    rmdirSync(dir);
  }
}

/** Null when a tmpfs can be mounted here; otherwise the reason the disk-full tests are skipped. */
export const SMALL_DISK_SKIP = probe();

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'gt-small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=700`, 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr}`);
  const filler = join(dir, 'filler.bin');
  return {
    dir,
    async fillLeaving(leaveMb) {
      const chunk = Buffer.alloc(1_048_576, 7);
      const file = await open(filler, 'a');
      try {
        while ((await freeBytes(dir)) > leaveMb * 1_048_576 + chunk.length) await file.write(chunk);
        const rest = (await freeBytes(dir)) - leaveMb * 1_048_576;
        if (rest > 0) await file.write(chunk.subarray(0, rest));
      } finally {
        await file.close();
      }
    },
    unfill: () => rm(filler, { force: true }),
    free: () => freeBytes(dir),
    unmount() {
      spawnSync('umount', ['-l', dir]);
      rmdirSync(dir);
    },
  };
}
