import type { DeclaredCaps, ToolCaps } from '../../core/tools/tool.types.js';

/**
 * Media limits, sized for a 2-core host where several jobs share the CPU. Duration caps are checked from the
 * probe before ffmpeg starts (a breach is a ToolError containing "exceeds") and again enforced by input `-t`,
 * so a header that understates the length cannot stretch a job.
 */
export const MEDIA_CAPS = {
  /** Largest decoded frame (width × height); 4096² admits 4K in either orientation. */
  maxFramePixels: 4096 * 4096,
  /** Longest audio input for ordinary audio tools. */
  audioMaxS: 3 * 3600,
  /** Longest video input for ordinary video and thumbnail tools. */
  videoMaxS: 2 * 3600,
  /** areverse keeps the whole decoded clip in memory. */
  audioReverseMaxS: 600,
  /** reverse keeps every decoded frame in memory. */
  videoReverseMaxS: 60,
  /** ...and the frames it buffers must also fit this many bytes (yuv420p: 1.5 bytes per pixel). */
  videoReverseMaxBytes: 1024 * 1024 * 1024,
  /** Two full passes with motion analysis. */
  stabilizeMaxS: 300,
  /** GIF / animated WebP window. */
  animationWindowMaxS: 30,
  /** Length of a looped result. */
  loopOutputMaxS: 600,
  /** Frames in one extract-frames ZIP. */
  maxFrames: 300,
  /** Frames in one scene-frames ZIP. */
  maxSceneFrames: 100,
} as const;

/** The declared caps of an audio tool (openAudio enforces the duration it declares). */
export function audioCaps(maxDurationS: number = MEDIA_CAPS.audioMaxS, extra: ToolCaps = {}): DeclaredCaps {
  return { maxDurationS, ...extra };
}

/** The declared caps of a tool that decodes video: duration, frame size and the server's frame count. */
export function videoCaps(maxDurationS: number = MEDIA_CAPS.videoMaxS, extra: ToolCaps = {}): DeclaredCaps {
  return (server) => ({ maxDurationS, maxPixels: MEDIA_CAPS.maxFramePixels, maxFrames: server.maxVideoFrames, ...extra });
}
