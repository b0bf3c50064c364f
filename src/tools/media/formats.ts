/**
 * Which ffmpeg demuxer reads each detected MIME type (as reported by tools/shared/detect.ts, checked on files
 * this build of ffmpeg wrote). The demuxer is forced with `-f` and also put on `-format_whitelist`, so an
 * upload can only ever be opened by the parser its magic bytes announced.
 */
const DEMUXER_BY_MIME: Readonly<Record<string, string>> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/3gpp': 'mov',
  'video/3gpp2': 'mov',
  'audio/x-m4a': 'mov',
  'video/webm': 'matroska',
  'video/x-matroska': 'matroska',
  'video/vnd.avi': 'avi',
  'video/x-flv': 'flv',
  'video/mp2t': 'mpegts',
  'video/MP1S': 'mpeg',
  'video/ogg': 'ogg',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/aac': 'aac',
  'audio/aiff': 'aiff',
  // detect.ts reports every ASF file (WMA and WMV alike) as audio/x-ms-wma.
  'audio/x-ms-wma': 'asf',
  'audio/vnd.dolby.dd-raw': 'ac3',
  'audio/wavpack': 'wv',
  // Only the video sticker tool accepts a GIF as a clip; image tools read GIFs through sharp.
  'image/gif': 'gif',
  // The video watermark's logo: sharp draws it into the stamp picture, which ffmpeg reads as PNG.
  'image/png': 'png_pipe',
  'image/jpeg': 'jpeg_pipe',
  'image/webp': 'webp_pipe',
  // Subtitle files, for the subtitle tools (each run is held to the subtitle demuxers alone).
  'application/x-subrip': 'srt',
  'text/vtt': 'webvtt',
  'text/x-ssa': 'ass',
};

/** Every demuxer any media tool may use; the default whitelist for probing. */
export const ALL_DEMUXERS: readonly string[] = [...new Set(Object.values(DEMUXER_BY_MIME))];

/** The demuxer for a detected MIME type, or null when no media tool reads it. */
export function demuxerForMime(mime: string): string | null {
  return DEMUXER_BY_MIME[mime] ?? null;
}

/** The `-format_whitelist` entries for a tool's `accepts` list. */
export function demuxersFor(accepts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const mime of accepts) {
    const d = demuxerForMime(mime);
    if (d) out.add(d);
  }
  return [...out];
}

/** Containers whose audio track the audio tools read (audio files, and videos whose sound is wanted). */
export const AUDIO_INPUT_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/flac',
  'audio/x-m4a',
  'audio/aac',
  'audio/aiff',
  'audio/x-ms-wma',
  'audio/vnd.dolby.dd-raw',
  'audio/wavpack',
  // An audio-only .mp4/.webm/.mka is detected as video; the tools check for an audio stream after probing.
  'video/mp4',
  'video/quicktime',
  'video/3gpp',
  'video/3gpp2',
  'video/webm',
  'video/x-matroska',
] as const;

/** Containers the video and thumbnail tools read. */
export const VIDEO_INPUT_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/3gpp',
  'video/3gpp2',
  'video/webm',
  'video/x-matroska',
  'video/vnd.avi',
  'video/x-flv',
  'video/mp2t',
  'video/MP1S',
  'video/ogg',
  // WMV: detect.ts names every ASF file audio/x-ms-wma; a WMA without video fails with "no video stream".
  'audio/x-ms-wma',
] as const;
