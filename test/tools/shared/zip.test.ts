/**
 * The ZIP every multi-file tool delivers. A member that cannot be read (its job cancelled or timed out while its
 * files were zipped, so the folder is gone) fails that one zip; it once escaped as an uncaught exception and stopped
 * the whole service (a loaded integration run caught it when a test app was torn down under a running QR batch).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipFiles } from '../../../src/tools/shared/zip.js';
import { tempDir, zipEntries } from '../media/media-helpers.js';

let root: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  root = await tempDir('gt-zip-');
});
afterAll(async () => {
  await root.remove();
});

async function members(dir: string, count: number, size: number): Promise<Array<{ path: string; name: string; data: Buffer }>> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const name = `page-${String(i + 1).padStart(3, '0')}.png`;
      const data = randomBytes(size);
      await writeFile(join(dir, name), data);
      return { path: join(dir, name), name, data };
    }),
  );
}

describe('zipFiles', () => {
  it('writes every member, in order, byte for byte', async () => {
    const dir = join(root.dir, 'whole');
    const files = await members(dir, 5, 10_000);
    const out = join(root.dir, 'whole.zip');
    // The first three read from the folder, the last two are handed over as bytes: both kinds land byte for byte.
    await zipFiles(files.map((f, i) => (i < 3 ? { path: f.path, name: f.name } : f)), out);
    const read = await zipEntries(out);
    expect(read.map((e) => e.name)).toEqual(files.map((f) => f.name));
    read.forEach((e, i) => expect(e.data.equals(files[i].data), e.name).toBe(true));
  });

  it('rejects with the reason when a member is missing, and the process goes on', async () => {
    const dir = join(root.dir, 'missing');
    const [first] = await members(dir, 1, 1_000);
    const zipping = zipFiles([first, { path: join(dir, 'never-written.png'), name: 'never-written.png' }], join(root.dir, 'missing.zip'));
    await expect(zipping).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('rejects when the folder is removed while the members are read, instead of throwing out of the process', async () => {
    const dir = join(root.dir, 'removed');
    // Paths only: members given with their bytes are zipped from memory and never read from the folder.
    const files = (await members(dir, 200, 64 * 1024)).map(({ path, name }) => ({ path, name }));
    const out = join(root.dir, 'removed.zip');
    const zipping = zipFiles(files, out);
    const settled = zipping.then(() => 'finished', (err: NodeJS.ErrnoException) => err.code);
    // The folder goes once the first bytes are out: most of the 200 members are still unread.
    while (((await stat(out).catch(() => null))?.size ?? 0) === 0) await tick();
    await rm(dir, { recursive: true, force: true });
    expect(await settled).toBe('ENOENT');
  });
});
