import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePackage, type Parts } from './ooxml.js';

/** The bytes of a package the test writes (for doors that take a buffer: chats, HTTP forms). */
export async function packageBytes(parts: Parts): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'office-pkg-'));
  try {
    return await readFile(await writePackage(join(dir, 'file.zip'), parts));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
