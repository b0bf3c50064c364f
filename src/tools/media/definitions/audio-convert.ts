import { z } from 'zod';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { enumParam, intParam, NO_PARAMS } from '../../../core/tools/params.js';
import { audioCaps } from '../caps.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { AUDIO_INPUT_TYPES } from '../formats.js';
import type { MediaInfo } from '../engine/probe.js';
import { encodeAudio, openAudio } from '../audio-encode.js';
import { AUDIO_MIN_TARGET_BYTES, encodeAudioToFit, mp3Rates } from '../audio-fit.js';
import type { AudioFitRequest } from '../audio-fit.js';
import { targetSizeParam } from '../../shared/target-size.js';
import { adts, aiff, alac, flac, m4a, mp3, ogg, opus, PCM_PRESETS, UNPROBED, wav, wma } from '../audio-targets.js';
import type { AudioTarget } from '../audio-targets.js';

/**
 * The format conversions: first audio stream in, one fixed audio format out. One row per tool; the declared output
 * type is read from the row's own target, so it cannot drift from what the encoder writes.
 */
interface ConvertRow<S extends z.ZodObject> extends MediaToolEntry<S> {
  target(params: z.output<S>, info: MediaInfo): AudioTarget;
  /** For a lossy codec with `target_size`: the size asked for, the rate bounds, and the encoder's own rate table. */
  fit?(params: z.output<S>): Omit<AudioFitRequest, 'targetAt'> | null;
}

function audioConvert<S extends z.ZodObject>(row: ConvertRow<S>): ToolDefinition {
  const output = row.target(row.params.parse({}), UNPROBED).mime;
  return familyTool({ category: 'audio', accepts: AUDIO_INPUT_TYPES, output, limits: audioCaps() }, row, async (ctx) => {
    const job = await openAudio(ctx);
    const fit = row.fit?.(ctx.params);
    if (fit) return encodeAudioToFit(job, { ...fit, targetAt: (kbps) => row.target({ ...ctx.params, bitrate: kbps }, job.info) });
    return encodeAudio(job, row.target(ctx.params, job.info));
  });
}

const bitrate = (def: number, min: number, max: number) =>
  z.object({
    bitrate: intParam({ min, max, default: def, description: `Audio bitrate in kbit/s (${min}–${max}; with target_size, the most used)` }),
    target_size: targetSizeParam(AUDIO_MIN_TARGET_BYTES),
  });

/**
 * Vorbis is written by quality, and the shipped ffmpeg’s libvorbis wrapper ignores a negative -q:a (measured: q -1 and q -0.45
 * both gave 84 kbit/s of pink noise, q 0 gave 64), so a fit never asks for less than quality 0.
 */
const VORBIS_FIT_FLOOR_KBPS = 64;

/** A lossy row's fit: the asked rate is the ceiling, the parameter's minimum the floor. */
const fitFrom = (min: number, rates: readonly number[] | null = null) => (p: { bitrate: number; target_size?: number }) =>
  p.target_size === undefined ? null : { targetBytes: p.target_size, maxKbps: p.bitrate, minKbps: min, rates };

export const audioConvertTools: ToolDefinition[] = [
  audioConvert({ id: 57, slug: 'audio-to-mp3', operation: 'audio.convert.mp3', title: 'Audio to MP3', description: 'Convert audio (or the sound of a video) to MP3 with LAME at a constant bitrate.', params: bitrate(192, 32, 320), fit: fitFrom(32, mp3Rates), target: (p) => mp3(p.bitrate) }),
  audioConvert({ id: 58, slug: 'audio-to-wav', operation: 'audio.convert.wav', title: 'Audio to WAV', description: 'Convert audio to uncompressed PCM WAV: 16-bit, 24-bit or 8-bit unsigned.', params: z.object({ preset: enumParam(['s16', 's24', 'u8'], 's16', 'Sample format: s16, s24 or u8') }), target: (p) => wav(PCM_PRESETS[p.preset]) }),
  audioConvert({ id: 59, slug: 'audio-to-ogg', operation: 'audio.convert.ogg', title: 'Audio to OGG Vorbis', description: 'Convert audio to Ogg Vorbis; the bitrate sets the VBR quality (nominal for stereo 44.1 kHz).', params: bitrate(160, 48, 500), fit: fitFrom(VORBIS_FIT_FLOOR_KBPS), target: (p) => ogg(p.bitrate) }),
  audioConvert({ id: 60, slug: 'audio-to-opus', operation: 'audio.convert.opus', title: 'Audio to Opus', description: 'Convert audio to Opus in an Ogg file (at most 256 kbit/s per channel).', params: bitrate(96, 6, 510), fit: fitFrom(6), target: (p, info) => opus(p.bitrate, info.audio?.channels ?? 2) }),
  audioConvert({ id: 61, slug: 'audio-to-flac', operation: 'audio.convert.flac', title: 'Audio to FLAC', description: 'Convert audio to lossless FLAC; level is the compression effort (0–12).', params: z.object({ level: intParam({ min: 0, max: 12, default: 5, description: 'FLAC compression level (0–12)' }) }), target: (p) => flac(p.level) }),
  audioConvert({ id: 62, slug: 'audio-to-m4a', operation: 'audio.convert.m4a', title: 'Audio to M4A (AAC)', description: 'Convert audio to AAC in an M4A file.', params: bitrate(160, 32, 320), fit: fitFrom(32), target: (p) => m4a(p.bitrate) }),
  audioConvert({ id: 63, slug: 'audio-to-aac', operation: 'audio.convert.aac', title: 'Audio to AAC', description: 'Convert audio to a raw AAC (ADTS) stream.', params: bitrate(160, 32, 320), fit: fitFrom(32), target: (p) => adts(p.bitrate) }),
  audioConvert({ id: 64, slug: 'audio-to-aiff', operation: 'audio.convert.aiff', title: 'Audio to AIFF', description: 'Convert audio to 16-bit PCM AIFF.', params: NO_PARAMS, target: () => aiff() }),
  audioConvert({ id: 65, slug: 'audio-to-wma', operation: 'audio.convert.wma', title: 'Audio to WMA', description: 'Convert audio to Windows Media Audio 2 (stereo at most).', params: bitrate(128, 32, 192), fit: fitFrom(32), target: (p) => wma(p.bitrate) }),
  audioConvert({ id: 66, slug: 'audio-to-alac', operation: 'audio.convert.alac', title: 'Audio to ALAC', description: 'Convert audio to Apple Lossless in an M4A file.', params: NO_PARAMS, target: () => alac() }),
];
