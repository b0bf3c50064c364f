import { stat } from 'node:fs/promises';
import { durationOf, ffmpegMake, ffprobe } from '../tools/media/media-helpers.js';

/** Over 30 MB, the size of a phone clip someone asks to "make fit" Discord's 10 MiB. */
export const BIG_VIDEO_BYTES = 30_000_000;

/**
 * Four seconds of 640x360 H.264 with sound, over 30 MB yet made in about half a second: grain on every frame
 * coded losslessly (qp 0) is nearly incompressible, so a little picture weighs what a long phone clip does, and
 * the fit that follows has only 100 frames to encode.
 */
export async function makeBigVideo(out: string): Promise<{ path: string; size: number; duration: number }> {
  await ffmpegMake(out, [
    '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=10:d=4,noise=alls=60:allf=t',
    '-f', 'lavfi', '-i', 'sine=f=440:d=4:sample_rate=44100',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv444p', '-c:a', 'aac',
  ]);
  const size = (await stat(out)).size;
  if (size < BIG_VIDEO_BYTES) throw new Error(`the big video is only ${size} bytes`);
  return { path: out, size, duration: durationOf(await ffprobe(out)) };
}
