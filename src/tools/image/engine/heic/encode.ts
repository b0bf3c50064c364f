import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import type { Sharp } from 'sharp';
import { ToolError } from '../../../../core/errors.js';
import type { ToolContext } from '../../../../core/tools/tool.types.js';
import { MEDIA_THREADS, runFfmpeg } from '../../../media/engine/ffmpeg.js';
import type { KeptMetadata } from '../kept-metadata.js';
import { writeHeic } from './container.js';
import { NAL_PPS, NAL_SPS, NAL_VPS, isVcl, readSps, splitAnnexB } from './hevc.js';
import type { NalUnit } from './hevc.js';
import { TILE, crfFor, heicLayout } from './layout.js';

/**
 * Cuts rows of RGB pixels (each `width` wide) into TILE x TILE pictures in raster order: one band of TILE rows is
 * held at a time, so a large image is never all in memory.
 */
class BandsToTiles extends Transform {
  readonly #rowBytes: number;
  readonly #band: Buffer;
  #filled = 0;

  constructor(width: number) {
    super();
    this.#rowBytes = width * 3;
    this.#band = Buffer.alloc(this.#rowBytes * TILE);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    let at = 0;
    while (at < chunk.length) {
      const n = Math.min(chunk.length - at, this.#band.length - this.#filled);
      chunk.copy(this.#band, this.#filled, at, at + n);
      this.#filled += n;
      at += n;
      if (this.#filled === this.#band.length) this.#emitBand();
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.#filled !== 0) return done(new ToolError('internal', 'the pixels did not fill whole tiles'));
    done();
  }

  #emitBand(): void {
    const tileRow = TILE * 3;
    for (let x = 0; x < this.#rowBytes; x += tileRow) {
      const tile = Buffer.alloc(tileRow * TILE);
      for (let y = 0; y < TILE; y++) this.#band.copy(tile, y * tileRow, y * this.#rowBytes + x, y * this.#rowBytes + x + tileRow);
      this.push(tile);
    }
    this.#filled = 0;
  }
}

/** Groups slice NAL units into pictures: a picture starts at a slice with first_slice_segment_in_pic_flag set. */
function picturesOf(units: NalUnit[]): Buffer[][] {
  const pictures: Buffer[][] = [];
  for (const unit of units) {
    if (!isVcl(unit.type)) continue;
    const first = (unit.bytes[2] & 0x80) !== 0;
    if (first || pictures.length === 0) pictures.push([]);
    pictures[pictures.length - 1].push(unit.bytes);
  }
  return pictures;
}

/**
 * The one VPS, SPS and PPS every picture decodes with. x265 repeats them before each IDR; hvcC holds one set for all
 * the tiles, so a stream whose repeats differ is refused rather than boxed into tiles that decode wrongly.
 */
function parameterSetsOf(units: NalUnit[]): NalUnit[] {
  return [NAL_VPS, NAL_SPS, NAL_PPS].flatMap((type) => {
    const all = units.filter((u) => u.type === type);
    if (all.some((u) => !u.bytes.equals(all[0].bytes))) throw new ToolError('internal', `x265 wrote differing parameter sets of type ${type}`);
    return all.slice(0, 1);
  });
}

export interface HeicEncodeOptions {
  quality: number;
  /** The image's size after orientation: what `img` yields. */
  width: number;
  height: number;
  /** Tests lower this to make a small image a grid. */
  maxSinglePixels?: number;
  /** Report no progress of its own (a size search reports its tries instead). */
  quiet?: boolean;
  /** `metadata=keep`: what to carry over (kept-metadata.ts); none means strip. */
  metadata?: KeptMetadata;
}

/**
 * Encodes `img` (oriented, any colour space) as a HEIC: sharp hands sRGB pixels, transparency flattened on white and
 * edges repeated to the coded size, straight to ffmpeg's stdin; x265 codes them as 4:2:0 intra pictures (BT.601
 * matrix, full range, the sRGB colours written in the VUI); the Annex-B stream is then boxed as HEIF here. With a
 * kept RGB profile the pixels stay in the profile's colours instead, as sharp's own keep leaves them, and the profile
 * goes into the file beside them.
 */
export async function encodeHeic<P>(ctx: ToolContext<P>, img: Sharp, o: HeicEncodeOptions): Promise<Buffer> {
  const layout = heicLayout(o.width, o.height, o.maxSinglePixels);
  const icc = Boolean(o.metadata?.icc);
  // keepIccProfile stops sharp from converting the pixels to sRGB through the embedded profile.
  const pixels = (icc ? img.keepIccProfile() : img)
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .toColourspace('srgb')
    .extend({ right: layout.paddedWidth - o.width, bottom: layout.paddedHeight - o.height, extendWith: 'copy' })
    .raw({ depth: 'uchar' });
  const tiles = layout.grid ? layout.grid.rows * layout.grid.columns : 1;
  const frame = layout.grid ? { width: TILE, height: TILE } : { width: layout.paddedWidth, height: layout.paddedHeight };
  const stream = layout.grid ? pixels.pipe(new BandsToTiles(layout.paddedWidth)) : pixels;
  if (layout.grid) pixels.once('error', (err) => stream.destroy(err));

  const params = [
    `crf=${crfFor(o.quality)}`,
    'open-gop=0',
    'bframes=0',
    // No x265 version SEI (about 2 KB of text in every file), no logging past errors.
    'info=0',
    'log-level=error',
    `pools=${MEDIA_THREADS}`,
    // With a profile, the VUI leaves the colours to it ("unknown"), as the nclx box does (container.ts).
    `colorprim=${icc ? 'unknown' : 'bt709'}`,
    `transfer=${icc ? 'unknown' : 'iec61966-2-1'}`,
    'colormatrix=smpte170m',
    'range=full',
  ];
  // A name of our own, never one derived from the upload's: no file in the job's folder can be overwritten by it.
  const annexB = join(ctx.workDir, `heic-${randomBytes(6).toString('hex')}.hevc`);
  const wallMs = ctx.env.limits.jobTimeoutMs;
  try {
    await runFfmpeg({
      input: { stream },
      inputFormat: 'rawvideo',
      formatWhitelist: ['rawvideo'],
      inputArgs: ['-pixel_format', 'rgb24', '-video_size', `${frame.width}x${frame.height}`, '-framerate', '1'],
      outputArgs: [
        '-frames:v', String(tiles),
        '-vf', 'scale=out_color_matrix=bt601:out_range=full,format=yuv420p',
        '-c:v', 'libx265',
        // Every picture an IDR with no references, so each tile decodes on its own with the parameter sets in hvcC.
        // Forced per frame rather than by keyint=1, with which x265 declares the RExt "Main Intra" profile that
        // decoders built for Main (libde265, phones) may refuse; this way the stream is plain Main.
        '-force_key_frames', 'expr:1',
        '-forced-idr', '1',
        // For intra pictures "medium" spent 17 % more CPU than "fast" for the same bytes and PSNR (1 MP crop of a
        // photo-like image, CRF 27: 163,790 vs 163,556 bytes, 34.91 dB both); slow is 3.5 % smaller for 2.2x the CPU.
        '-preset', 'fast',
        '-x265-params', params.join(':'),
        '-f', 'hevc',
      ],
      output: annexB,
      durationS: tiles,
      signal: ctx.signal,
      nice: ctx.env.limits.jobNice,
      cpu: ctx.env.cpu,
      onProgress: o.quiet ? undefined : (f) => ctx.progress(Math.round(15 + 70 * f), 'encoding'),
      maxOutputBytes: ctx.env.limits.maxOutputBytes,
      wallMs,
      cpuSeconds: Math.ceil((wallMs / 1000) * MEDIA_THREADS) + 5,
    });
    const units = splitAnnexB(await readFile(annexB));
    const parameterSets = parameterSetsOf(units);
    const spsUnit = parameterSets.find((u) => u.type === NAL_SPS);
    if (!spsUnit) throw new ToolError('internal', 'x265 wrote no sequence parameter set');
    const sps = readSps(spsUnit.bytes);
    if (sps.width !== frame.width || sps.height !== frame.height) {
      throw new ToolError('internal', `x265 coded ${sps.width}x${sps.height}, not ${frame.width}x${frame.height}`);
    }
    return writeHeic({ parameterSets, sps, pictures: picturesOf(units), width: o.width, height: o.height, grid: layout.grid ?? undefined, metadata: o.metadata });
  } finally {
    await rm(annexB, { force: true });
  }
}
