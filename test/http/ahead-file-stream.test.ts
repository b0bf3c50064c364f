import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AheadFileStream } from '../../src/http/ahead-file-stream.js';

/** The file an upload streams into: every byte lands before it closes, and a failed write is its error. */
describe('AheadFileStream', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ahead-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const closed = (s: AheadFileStream) => new Promise<void>((resolve) => s.once('close', () => resolve()));

  it('takes chunks ahead of the disk and closes only once every byte is in the file, in order', async () => {
    const path = join(dir, 'upload.bin');
    const stream = new AheadFileStream(path);
    const done = closed(stream);
    // 3 MB in 64 KB chunks, as a socket hands them over: more than the stream lets run ahead.
    const chunks = Array.from({ length: 48 }, () => randomBytes(64 * 1024));
    const acked: number[] = [];
    for (const [i, chunk] of chunks.entries()) stream.write(chunk, () => acked.push(i));
    stream.end();
    await done;
    expect(acked).toEqual(chunks.map((_, i) => i));
    expect((await readFile(path)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('keeps every byte in order when chunks held back meet one larger than the run-ahead', async () => {
    const path = join(dir, 'uneven.bin');
    const stream = new AheadFileStream(path);
    const done = closed(stream);
    // Small chunks are held to be written together; one that fills the buffer (2 MB, or 100 KB behind a 1,000 KB write
    // still going) must let them go, or the drain it waits for never comes.
    const sizes = [1000, 64 * 1024, 3, 2 * 1024 * 1024, 17, 1000 * 1024, 100 * 1024, 1, 1500 * 1024, 5];
    const chunks = sizes.map((n) => randomBytes(n));
    let acked = 0;
    for (const chunk of chunks) stream.write(chunk, () => acked++);
    stream.end();
    await done;
    expect(acked).toBe(chunks.length);
    expect((await readFile(path)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('ends in the write error of a full disk (ENOSPC) and still closes', async () => {
    const stream = new AheadFileStream('/dev/full');
    const failure = new Promise<NodeJS.ErrnoException>((resolve) => stream.once('error', resolve));
    const done = closed(stream);
    for (let i = 0; i < 40; i++) stream.write(randomBytes(64 * 1024));
    stream.end();
    expect((await failure).code).toBe('ENOSPC');
    await done;
  });
});
