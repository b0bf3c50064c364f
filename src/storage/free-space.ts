import { statfs } from 'node:fs/promises';

/** Bytes an unprivileged writer may still use on the filesystem holding `dir` (what `df` calls available). */
export async function freeBytes(dir: string): Promise<number> {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}
