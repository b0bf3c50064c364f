import type { MediaInfo } from './engine/probe.js';

/** An audio output: file extension, MIME type and the codec/muxer arguments that produce it. */
export interface AudioTarget {
  ext: string;
  mime: string;
  args: string[];
  /** Channels the encoder takes at most (wmav2: 2); more are downmixed. */
  maxChannels?: number;
}

/** The input's audio bitrate in kbit/s, clamped, or the fallback when the container does not state it. */
export function inputKbps(info: MediaInfo, lo: number, hi: number, fallback: number): number {
  const bps = info.audio?.bitRate;
  if (!bps) return fallback;
  return Math.min(hi, Math.max(lo, Math.round(bps / 1000)));
}

// libvorbis rejects many -b:a values for mono or low sample rates; its VBR quality scale works for every
// layout. Nominal stereo 44.1 kHz bitrates of quality -1..10, used to turn a requested bitrate into a quality.
const VORBIS_Q_KBPS = [45, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 500];

export function vorbisQuality(kbps: number): string {
  if (kbps <= VORBIS_Q_KBPS[0]) return '-1';
  for (let i = 1; i < VORBIS_Q_KBPS.length; i++) {
    const lo = VORBIS_Q_KBPS[i - 1];
    const hi = VORBIS_Q_KBPS[i];
    if (kbps <= hi) return (i - 2 + (kbps - lo) / (hi - lo)).toFixed(2);
  }
  return '10';
}

export const mp3 = (kbps: number): AudioTarget => ({
  ext: 'mp3',
  mime: 'audio/mpeg',
  args: ['-c:a', 'libmp3lame', '-b:a', `${kbps}k`, '-f', 'mp3'],
});

export const PCM_PRESETS = { s16: 'pcm_s16le', s24: 'pcm_s24le', u8: 'pcm_u8' } as const;

export const wav = (codec: string): AudioTarget => ({ ext: 'wav', mime: 'audio/wav', args: ['-c:a', codec, '-f', 'wav'] });

export const ogg = (kbps: number): AudioTarget => ({
  ext: 'ogg',
  mime: 'audio/ogg',
  args: ['-c:a', 'libvorbis', '-q:a', vorbisQuality(kbps), '-f', 'ogg'],
});

export const OPUS_MIME = 'audio/ogg; codecs=opus';

/** libopus refuses more than 256 kbit/s per channel, so the rate is clamped to the channels written. */
export const opus = (kbps: number, channels = 2): AudioTarget => ({
  ext: 'opus',
  mime: OPUS_MIME,
  args: ['-c:a', 'libopus', '-b:a', `${Math.min(kbps, 256 * Math.max(1, channels))}k`, '-f', 'opus'],
});

export const flac = (level: number): AudioTarget => ({
  ext: 'flac',
  mime: 'audio/flac',
  args: ['-c:a', 'flac', '-compression_level', String(level), '-f', 'flac'],
});

export const m4a = (kbps: number): AudioTarget => ({
  ext: 'm4a',
  mime: 'audio/mp4',
  args: ['-c:a', 'aac', '-b:a', `${kbps}k`, '-movflags', '+faststart', '-f', 'ipod'],
});

export const alac = (): AudioTarget => ({
  ext: 'm4a',
  mime: 'audio/mp4',
  args: ['-c:a', 'alac', '-movflags', '+faststart', '-f', 'ipod'],
});

export const adts = (kbps: number): AudioTarget => ({
  ext: 'aac',
  mime: 'audio/aac',
  args: ['-c:a', 'aac', '-b:a', `${kbps}k`, '-f', 'adts'],
});

export const aiff = (codec = 'pcm_s16be'): AudioTarget => ({ ext: 'aiff', mime: 'audio/aiff', args: ['-c:a', codec, '-f', 'aiff'] });

export const wma = (kbps: number): AudioTarget => ({
  ext: 'wma',
  mime: 'audio/x-ms-wma',
  args: ['-c:a', 'wmav2', '-b:a', `${kbps}k`, '-f', 'asf'],
  maxChannels: 2,
});

const PCM_WAV = new Set(['pcm_s16le', 'pcm_s24le', 'pcm_s32le', 'pcm_u8', 'pcm_f32le', 'pcm_alaw', 'pcm_mulaw']);
const LOSSLESS = new Set(['flac', 'alac', 'wavpack', 'pcm_s16le', 'pcm_s24le', 'pcm_s32le', 'pcm_s16be', 'pcm_s24be']);

/**
 * "Same as input" for audio tools: the result keeps the input's container family, re-encoded with a codec that
 * family holds. PCM depth, ALAC and roughly the bitrate are kept. Audio tools always write audio only, so a
 * video container maps to its audio counterpart (MP4/MOV/3GP → M4A, WebM → audio WebM, MKV → MKA).
 */
export function sameAudioFamilyMime(mime: string): string {
  return sameAudioFamily(mime, UNPROBED).mime;
}

/** Stream facts unknown (before probing): enough to learn a target's type, which no stream fact changes. */
export const UNPROBED: MediaInfo = {
  durationS: null,
  formatName: '',
  formatLongName: null,
  bitRate: null,
  sizeBytes: null,
  tags: {},
  streams: [],
  video: null,
  audio: null,
  displayWidth: null,
  displayHeight: null,
};

/** The target for "same as input"; `sameAudioFamilyMime` is its type alone, known before probing. */
export function sameAudioFamily(mime: string, info: MediaInfo): AudioTarget {
  const codec = info.audio?.codec ?? '';
  switch (mime) {
    case 'audio/mpeg':
      return mp3(inputKbps(info, 96, 320, 192));
    case 'audio/wav':
      return wav(PCM_WAV.has(codec) ? codec : 'pcm_s16le');
    case 'audio/ogg':
      return ogg(inputKbps(info, 64, 500, 160));
    case OPUS_MIME:
      return opus(inputKbps(info, 32, 256, 128));
    case 'audio/flac':
      return flac(5);
    case 'audio/x-m4a':
    case 'video/mp4':
    case 'video/quicktime':
    case 'video/3gpp':
    case 'video/3gpp2':
      return codec === 'alac' ? alac() : m4a(inputKbps(info, 64, 320, 192));
    case 'audio/aac':
      return adts(inputKbps(info, 64, 320, 192));
    case 'audio/aiff':
      return aiff(info.audio?.bitsPerSample === 24 || codec === 'pcm_s24be' ? 'pcm_s24be' : 'pcm_s16be');
    case 'audio/x-ms-wma':
      return wma(inputKbps(info, 32, 192, 128));
    case 'audio/vnd.dolby.dd-raw':
      return { ext: 'ac3', mime: 'audio/ac3', args: ['-c:a', 'ac3', '-b:a', `${inputKbps(info, 96, 640, 192)}k`, '-f', 'ac3'] };
    case 'audio/wavpack':
      return { ext: 'wv', mime: 'audio/wavpack', args: ['-c:a', 'wavpack', '-f', 'wv'] };
    case 'video/webm':
      return { ext: 'webm', mime: 'audio/webm', args: ['-c:a', 'libopus', '-b:a', `${inputKbps(info, 32, 256, 128)}k`, '-f', 'webm'] };
    case 'video/x-matroska':
      return LOSSLESS.has(codec)
        ? { ext: 'mka', mime: 'audio/x-matroska', args: ['-c:a', 'flac', '-f', 'matroska'] }
        : { ext: 'mka', mime: 'audio/x-matroska', args: ['-c:a', 'libopus', '-b:a', `${inputKbps(info, 32, 256, 128)}k`, '-f', 'matroska'] };
    default:
      // Unreachable for accepted types (AUDIO_INPUT_TYPES); a new type must get an explicit family here.
      return m4a(192);
  }
}
