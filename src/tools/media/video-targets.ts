/** A video container with the encoders this build pairs with it. */
export interface VideoTarget {
  ext: string;
  mime: string;
  /** Video encoder arguments; `crf`/`preset` apply to x264/x265/VP9 and are ignored by the others. */
  video(o?: { crf?: number; preset?: string }): string[];
  /** Audio encoder arguments at `kbps` (default 128). */
  audio(kbps?: number): string[];
  /** Muxer and its options. */
  mux: string[];
  /** Audio and video codecs (ffprobe names) this container can take as a stream copy. */
  copies?: { video: readonly string[]; audio: readonly string[] };
}

export const X264_PRESETS = [
  'ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow',
] as const;

export const h264 = (o: { crf?: number; preset?: string } = {}): string[] => [
  '-c:v', 'libx264',
  '-preset', o.preset ?? 'veryfast',
  '-crf', String(o.crf ?? 23),
  // Browsers and phones play 8-bit 4:2:0 only.
  '-pix_fmt', 'yuv420p',
];

export const aac = (kbps = 128): string[] => ['-c:a', 'aac', '-b:a', `${kbps}k`];

const FASTSTART = ['-movflags', '+faststart'];

const MOV_COPY = {
  video: ['h264', 'hevc', 'mpeg4', 'mjpeg', 'prores', 'h263', 'mpeg2video', 'mpeg1video', 'png', 'dnxhd'],
  audio: ['aac', 'mp3', 'alac', 'ac3', 'pcm_s16le', 'pcm_s16be', 'pcm_s24le', 'pcm_s24be', 'pcm_f32le'],
} as const;

function mp4Like(ext: string, mime: string, muxer: string): VideoTarget {
  return { ext, mime, video: h264, audio: aac, mux: [...FASTSTART, '-f', muxer], copies: MOV_COPY };
}

export const MP4: VideoTarget = mp4Like('mp4', 'video/mp4', 'mp4');
export const MOV: VideoTarget = mp4Like('mov', 'video/quicktime', 'mov');
export const MKV: VideoTarget = { ext: 'mkv', mime: 'video/x-matroska', video: h264, audio: aac, mux: ['-f', 'matroska'] };

export const WEBM: VideoTarget = {
  ext: 'webm',
  mime: 'video/webm',
  video: (o = {}) => [
    '-c:v', 'libvpx-vp9',
    // Constant-quality mode: -b:v 0 with -crf.
    '-b:v', '0',
    '-crf', String(o.crf ?? 33),
    '-deadline', o.preset === 'good' ? 'good' : 'realtime',
    '-cpu-used', o.preset === 'good' ? '2' : '8',
    '-row-mt', '1',
    '-pix_fmt', 'yuv420p',
  ],
  audio: (kbps = 128) => ['-c:a', 'libopus', '-b:a', `${kbps}k`],
  mux: ['-f', 'webm'],
};

export const AVI: VideoTarget = {
  ext: 'avi',
  mime: 'video/x-msvideo',
  video: (o = {}) => ['-c:v', 'mpeg4', '-vtag', 'xvid', '-q:v', String(o.crf ?? 5), '-pix_fmt', 'yuv420p'],
  audio: (kbps = 192) => ['-c:a', 'libmp3lame', '-b:a', `${kbps}k`],
  mux: ['-f', 'avi'],
};

/**
 * "Same as input" for video tools: the container family is kept; streams that are re-encoded get a codec that
 * container holds (H.264/AAC for MP4, MOV, 3GP, MKV, FLV and TS; VP9/Opus for WebM; MPEG-4/MP3 for AVI;
 * MPEG-2/MP2 for MPEG-PS; Theora/Vorbis for Ogg; WMV2/WMA2 for ASF).
 */
export function sameVideoFamily(mime: string): VideoTarget {
  switch (mime) {
    case 'video/mp4':
      return MP4;
    case 'video/quicktime':
      return MOV;
    case 'video/3gpp':
      return mp4Like('3gp', 'video/3gpp', '3gp');
    case 'video/3gpp2':
      return mp4Like('3g2', 'video/3gpp2', '3g2');
    case 'video/x-matroska':
      return MKV;
    case 'video/webm':
      return WEBM;
    case 'video/vnd.avi':
      return AVI;
    case 'video/x-flv':
      return { ext: 'flv', mime: 'video/x-flv', video: h264, audio: aac, mux: ['-f', 'flv'] };
    case 'video/mp2t':
      return { ext: 'ts', mime: 'video/mp2t', video: h264, audio: aac, mux: ['-f', 'mpegts'] };
    case 'video/MP1S':
      return {
        ext: 'mpg',
        mime: 'video/mpeg',
        video: () => ['-c:v', 'mpeg2video', '-q:v', '4', '-pix_fmt', 'yuv420p'],
        audio: (kbps = 192) => ['-c:a', 'mp2', '-b:a', `${Math.max(kbps, 128)}k`],
        mux: ['-f', 'mpeg'],
      };
    case 'video/ogg':
      return {
        ext: 'ogv',
        mime: 'video/ogg',
        video: () => ['-c:v', 'libtheora', '-q:v', '7', '-pix_fmt', 'yuv420p'],
        audio: () => ['-c:a', 'libvorbis', '-q:a', '5'],
        mux: ['-f', 'ogg'],
      };
    case 'audio/x-ms-wma':
      return {
        ext: 'wmv',
        mime: 'video/x-ms-wmv',
        video: () => ['-c:v', 'wmv2', '-q:v', '4', '-pix_fmt', 'yuv420p'],
        audio: (kbps = 128) => ['-c:a', 'wmav2', '-b:a', `${Math.min(kbps, 192)}k`, '-ac', '2'],
        mux: ['-f', 'asf'],
      };
    default:
      // Unreachable for accepted types (VIDEO_INPUT_TYPES); a new type must get an explicit family here.
      return MP4;
  }
}
