import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHeif } from '../../../src/tools/image/engine/modern/heif.js';
import { tempDir, trackedRuns } from './fixtures.js';

/**
 * metadata=keep|strip on the two outputs whose container the project writes itself (issue 39): HEIC and JPEG XL.
 * The EXIF is read back by exifr, which walks the HEIC boxes on its own, and by Debian's heif-info / jxlinfo.
 */
const exec = promisify(execFile);
const HEIF_INFO = '/usr/bin/heif-info';
const JXL_INFO = '/usr/bin/jxlinfo';
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>Ada Lovelace</rdf:li></rdf:Seq></dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';
let dir: string;
let done: () => Promise<void>;
let photo: string;
let photoIcc: Buffer;
/** The photo's pixel as stored (Display P3 values) and as converted to sRGB: far enough apart to tell which was written. */
let storedP3: number[];
let inSrgb: number[];
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  // A phone-like JPEG: 48x32 stored, orientation 6 (shown 32x48), camera and GPS in EXIF, a Display P3 profile, one colour.
  const flat = Buffer.alloc(48 * 32 * 3);
  for (let i = 0; i < flat.length; i += 3) flat.set([200, 100, 50], i);
  const bytes = await sharp(flat, { raw: { width: 48, height: 32, channels: 3 } })
    .jpeg({ quality: 95 })
    // In this order sharp converts the pixels into the P3 profile it attaches.
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'Acme', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withXmp(XMP)
    .toBuffer();
  photo = join(dir, 'phone.jpg');
  await writeFile(photo, bytes);
  photoIcc = (await sharp(bytes).metadata()).icc!;
  storedP3 = [...(await sharp(bytes).keepIccProfile().raw().toBuffer()).subarray(0, 3)];
  inSrgb = [...(await sharp(bytes).raw().toBuffer()).subarray(0, 3)];
  expect(Math.max(...storedP3.map((v, i) => Math.abs(v - inSrgb[i])))).toBeGreaterThan(8);
});

/** Each kept/stripped output is made once and read by every test that needs it (integration time is scarce). */
const made = new Map<string, Promise<string>>();
const output = (slug: string, metadata: 'keep' | 'strip'): Promise<string> => {
  const key = `${slug} ${metadata}`;
  if (!made.has(key)) made.set(key, run(slug, photo, { quality: 90, metadata }).then((r) => r.path));
  return made.get(key)!;
};

const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 6);
afterAll(async () => {
  await cleanupRuns();
  await done();
});

/** libheif-js: the decoded size, the first pixel and the ICC profile it reports. */
function libheif(bytes: Buffer): { width: number; height: number; first: number[]; icc?: Uint8Array } {
  let out: ReturnType<typeof libheif> | null = null;
  decodeHeif(new Uint8Array(bytes), { all: false, maxPixels: 1e8, probe: false }, (img) => {
    if (!('data' in img)) throw new Error('probe only');
    out = { width: img.width, height: img.height, first: [...img.data.subarray(0, 3)], icc: img.icc };
  });
  if (!out) throw new Error('nothing decoded');
  return out;
}

/** The payload of each top-level box of an ISO BMFF file (JPEG XL's container), by type. */
function topBoxes(file: Buffer): Map<string, Buffer> {
  const boxes = new Map<string, Buffer>();
  for (let at = 0; at + 8 <= file.length; ) {
    const size = file.readUInt32BE(at);
    if (size < 8) break;
    boxes.set(file.toString('latin1', at + 4, at + 8), file.subarray(at + 8, at + size));
    at += size;
  }
  return boxes;
}

describe('image-convert-heic metadata', () => {
  it('keep: the camera, the GPS and the Display P3 profile come along, orientation 1 on upright pixels', async () => {
    const bytes = await readFile(await output('image-convert-heic', 'keep'));
    const exif = await exifr.parse(bytes, { gps: true, translateValues: false, icc: true });
    expect([exif.Make, exif.Model, exif.Orientation]).toEqual(['Acme', 'Phone 9', 1]);
    // exifr reads the first colr box as the profile: the kept P3 one.
    expect(exif.ProfileDescription).toMatch(/P3/);
    expect([exif.latitude, exif.longitude].map((v: number) => v.toFixed(4))).toEqual(['48.8567', '2.3508']);
    const back = libheif(bytes);
    expect([back.width, back.height]).toEqual([32, 48]);
    expect(Buffer.from(back.icc ?? []).equals(photoIcc)).toBe(true);
    // The pixels stay in the profile's colours, as sharp's own keep leaves them.
    expect(near(back.first, storedP3)).toBe(true);
  });

  it('strip (the default): no EXIF, no profile, and the colours converted to sRGB', async () => {
    // No metadata parameter at all is a strip.
    const bytes = await readFile((await run('image-convert-heic', photo, { quality: 90 })).path);
    expect(await exifr.parse(bytes)).toBeUndefined();
    expect([bytes.includes('Acme'), bytes.includes('Ada Lovelace')]).toEqual([false, false]);
    const back = libheif(bytes);
    expect(back.icc).toBeUndefined();
    expect(near(back.first, inSrgb)).toBe(true);
  });

  it.skipIf(!existsSync(HEIF_INFO))("Debian's heif-info lists the kept Exif block and the profile", async () => {
    const kept = (await exec(HEIF_INFO, [await output('image-convert-heic', 'keep')])).stdout;
    expect(kept).toMatch(/Exif/);
    expect(kept).toMatch(/XMP/);
    expect(kept).toMatch(/color profile: prof/);
    const stripped = (await exec(HEIF_INFO, [await output('image-convert-heic', 'strip')])).stdout;
    expect(stripped).not.toMatch(/Exif/);
  });
});

describe('image-convert-jxl metadata', () => {
  it('keep: the EXIF goes into an Exif box of the JPEG XL container, orientation 1; strip writes none', async () => {
    const keptPath = await output('image-convert-jxl', 'keep');
    const kept = await readFile(keptPath);
    const box = topBoxes(kept).get('Exif');
    expect(box).toBeDefined();
    // The box starts with the offset to the TIFF header.
    const tiff = box!.subarray(4 + box!.readUInt32BE(0));
    const exif = await exifr.parse(tiff, { gps: true, translateValues: false });
    expect([exif.Make, exif.Model, exif.Orientation]).toEqual(['Acme', 'Phone 9', 1]);
    expect(exif.latitude.toFixed(4)).toBe('48.8567');
    expect(topBoxes(kept).get('xml ')?.toString()).toContain('Ada Lovelace');
    // Still a JPEG XL the service reads, upright.
    const png = await sharp(await readFile((await run('image-convert-png', keptPath)).path)).metadata();
    expect([png.width, png.height]).toEqual([32, 48]);

    const stripped = await readFile(await output('image-convert-jxl', 'strip'));
    expect(topBoxes(stripped).has('Exif')).toBe(false);
    expect([stripped.includes('Acme'), stripped.includes('Ada Lovelace')]).toEqual([false, false]);
  });

  it.skipIf(!existsSync(JXL_INFO))("Debian's jxlinfo reads the container with its Exif box", async () => {
    const info = (await exec(JXL_INFO, ['-v', await output('image-convert-jxl', 'keep')])).stdout;
    expect(info).toMatch(/Exif/);
    expect(info).toMatch(/32x48/);
  });
});
