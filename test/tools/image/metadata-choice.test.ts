import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P3_HEIC } from './modern-samples.js';
import { tempDir, trackedRuns } from './fixtures.js';

/** Keep or strip metadata (issue 39): `metadata=keep` carries EXIF and the ICC profile over, the default strips them. */
let dir: string;
let done: () => Promise<void>;
let photo: string;
let heic: string;
let photoIcc: Buffer;
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  // A camera-like JPEG: 48x32 stored, EXIF orientation 6 (shown 32x48), a copyright in EXIF, a Display P3 profile.
  const raw = Buffer.alloc(48 * 32 * 3, 180);
  const bytes = await sharp(raw, { raw: { width: 48, height: 32, channels: 3 } })
    .jpeg()
    .withIccProfile('p3')
    .withExif({ IFD0: { Copyright: 'Ada Lovelace' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  photo = join(dir, 'photo.jpg');
  heic = join(dir, 'p3.heic');
  await writeFile(photo, bytes);
  await writeFile(heic, P3_HEIC);
  photoIcc = (await sharp(bytes).metadata()).icc!;
});
afterAll(async () => {
  await cleanupRuns();
  await done();
});

const metaOf = async (path: string) => sharp(await readFile(path)).metadata();
const copyright = (exif: Buffer | undefined) => exif?.includes('Ada Lovelace') ?? false;

describe('metadata=keep|strip on the image tools', () => {
  it('strips EXIF and the profile by default, and keeps both with keep (orientation reset, as the pixels are upright)', async () => {
    const stripped = await metaOf((await run('image-convert-jpg', photo)).path);
    expect([stripped.width, stripped.height]).toEqual([32, 48]);
    expect([stripped.exif, stripped.icc, stripped.orientation]).toEqual([undefined, undefined, undefined]);

    const kept = await metaOf((await run('image-convert-jpg', photo, { metadata: 'keep' })).path);
    expect([kept.width, kept.height]).toEqual([32, 48]);
    expect(copyright(kept.exif)).toBe(true);
    expect(kept.icc?.equals(photoIcc)).toBe(true);
    expect(kept.orientation).toBe(1);
  });

  it('is honoured by resize and by compress to another format', async () => {
    const resized = await metaOf((await run('image-resize', photo, { width: 16, metadata: 'keep' })).path);
    expect([resized.width, resized.height, copyright(resized.exif), Boolean(resized.icc)]).toEqual([16, 24, true, true]);
    const webp = await metaOf((await run('image-compress', photo, { format: 'webp', metadata: 'keep' })).path);
    expect([webp.format, copyright(webp.exif), Boolean(webp.icc)]).toEqual(['webp', true, true]);
    const plain = await metaOf((await run('image-compress', photo, { format: 'webp', metadata: 'strip' })).path);
    expect([plain.exif, plain.icc]).toEqual([undefined, undefined]);
  });

  it('keeps a HEIC’s colour profile (what its decoder hands over besides the pixels), and strips it by default', async () => {
    const kept = await metaOf((await run('image-convert-jpg', heic, { metadata: 'keep' })).path);
    expect(kept.icc?.length).toBeGreaterThan(0);
    const stripped = await metaOf((await run('image-convert-jpg', heic)).path);
    expect(stripped.icc).toBeUndefined();
  });

  it('refuses a value other than strip or keep', async () => {
    await expect(run('image-convert-png', photo, { metadata: 'all' })).rejects.toThrow('metadata: must be one of strip, keep');
  });
});

describe('compress when re-encoding cannot beat the original', () => {
  it('hands back the original only when metadata is kept; a strip gives a re-encoded file without the EXIF', async () => {
    const tight = join(dir, 'tight.jpg');
    const noise = Buffer.from(Array.from({ length: 128 * 128 * 3 }, (_, i) => (i * 7919) % 251));
    await writeFile(tight, await sharp(noise, { raw: { width: 128, height: 128, channels: 3 } }).jpeg({ quality: 5 }).withExif({ IFD0: { Copyright: 'Ada Lovelace' } }).toBuffer());
    const kept = await run('image-compress', tight, { quality: 100, metadata: 'keep' });
    expect((await readFile(kept.path)).equals(await readFile(tight))).toBe(true);
    const stripped = await run('image-compress', tight, { quality: 100 });
    expect(stripped.size).toBeGreaterThan(kept.size);
    expect(copyright((await metaOf(stripped.path)).exif)).toBe(false);
  });
});
