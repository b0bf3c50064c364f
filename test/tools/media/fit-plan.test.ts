import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { planVideoFit } from '../../../src/tools/media/video-fit.js';

const DISCORD = 10 * 1024 * 1024;

describe('the two-pass plan for a target size', () => {
  it('gives a 60 s 1080p clip about 1.2 Mbit/s of picture and narrows it to keep 0.05 bit per pixel', () => {
    const plan = planVideoFit(
      { width: 1920, height: 1080, fps: 30, durationS: 60, hasAudio: true },
      { targetBytes: DISCORD, preset: 'veryfast', audioKbps: 128, maxWidth: 0 },
    );
    // (10 MiB × 0.95 − 8 KB) × 8 / 60 s ≈ 1327 kbit/s in all; the sound keeps its 128.
    expect(plan).toMatchObject({ audioKbps: 128, videoKbps: 1199 });
    expect(plan.width).toBeLessThan(1920);
    expect((plan.videoKbps * 1000) / (plan.width * plan.height * 30)).toBeGreaterThanOrEqual(0.049);
    expect(plan.width % 2 + plan.height % 2).toBe(0);
  });

  it('keeps the full picture when the rate per pixel is high enough, and the asked width cap', () => {
    const src = { width: 640, height: 360, fps: 25, durationS: 10, hasAudio: false };
    expect(planVideoFit(src, { targetBytes: DISCORD, preset: 'fast', audioKbps: 128, maxWidth: 0 })).toMatchObject({
      width: 640,
      height: 360,
      audioKbps: null,
    });
    expect(planVideoFit(src, { targetBytes: DISCORD, preset: 'fast', audioKbps: 128, maxWidth: 320 })).toMatchObject({ width: 320, height: 180 });
  });

  it('lowers the sound when the target leaves little room', () => {
    const plan = planVideoFit(
      { width: 320, height: 240, fps: 25, durationS: 30, hasAudio: true },
      { targetBytes: 1_000_000, preset: 'fast', audioKbps: 128, maxWidth: 0 },
    );
    // About 251 kbit/s in all: 32 kbit/s of sound is the step under a seventh of it.
    expect(plan.audioKbps).toBe(32);
  });

  it('refuses a duration the target cannot hold at the floor rates, naming the bytes needed', () => {
    const plan = () =>
      planVideoFit(
        { width: 640, height: 360, fps: 25, durationS: 600, hasAudio: true },
        { targetBytes: 1_000_000, preset: 'fast', audioKbps: 128, maxWidth: 0 },
      );
    expect(plan).toThrow(ToolError);
    expect(plan).toThrow(/^600\.0 s of video needs at least 4429053 bytes \(4\.43 MB\), which exceeds the target size of 1000000 bytes/);
  });
});
