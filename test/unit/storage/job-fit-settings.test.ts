import { describe, expect, it } from 'vitest';
import { toInfo } from '../../../src/core/jobs/job-queries.js';
import { parseJobRecord } from '../../../src/core/jobs/job.schema.js';
import type { JobRecord } from '../../../src/core/jobs/job.types.js';
import { jobView } from '../../../src/wire/job-wire.js';

/** A completed video-compress job whose result a target_size search made, as the runner writes it. */
const fitted: JobRecord = {
  id: 'job-fit-1',
  tool: 'video-compress',
  operation: 'video.compress',
  source: 'api',
  owner: 'owner-hash',
  address: null,
  status: 'completed',
  stage: 'done',
  progress: 100,
  params: { target_size: 10_485_760 },
  url: null,
  videoId: null,
  input: null,
  output: {
    file: 'clip.mp4',
    name: 'clip.mp4',
    mime: 'video/mp4',
    size: 9_900_000,
    settings: { targetBytes: 10_485_760, reachedBytes: 9_900_000, videoKbps: 1_180, audioKbps: 96, passes: 2, width: 1280, height: 720 },
  },
  error: null,
  failure: null,
  createdAt: Date.UTC(2026, 10, 29, 8, 0, 0),
  expiresAt: Date.UTC(2026, 10, 29, 9, 0, 0),
  startedAt: Date.UTC(2026, 10, 29, 8, 0, 1),
  completedAt: Date.UTC(2026, 10, 29, 8, 1, 0),
  attempts: 1,
  chat: null,
};

describe("a fitted result's settings in the job record", () => {
  it('survive the record being stored as JSON (lowdb file, PostgreSQL jsonb) and read back', () => {
    const read = parseJobRecord(JSON.parse(JSON.stringify(fitted)));
    expect(read.ok && read.job.output?.settings).toEqual(fitted.output?.settings);
  });

  it('are shown as output_settings, in the wire names, beside output_size', () => {
    const view = jobView(toInfo(fitted));
    expect(view.output_size).toBe(9_900_000);
    expect(JSON.stringify(view.output_settings)).toBe(
      '{"target_size":10485760,"reached_bytes":9900000,"width":1280,"height":720,"bitrate_kbps":1180,"audio_kbps":96,"passes":2}',
    );
  });

  it('leave a record readable, without them, when they no longer read as settings', () => {
    const raw = JSON.parse(JSON.stringify(fitted)) as { output: { settings: unknown } };
    raw.output.settings = { targetBytes: 'ten megabytes' };
    const read = parseJobRecord(raw);
    expect(read.ok).toBe(true);
    expect(read.ok && read.job.output).toEqual({ file: 'clip.mp4', name: 'clip.mp4', mime: 'video/mp4', size: 9_900_000 });
    expect(jobView(toInfo(read.ok ? read.job : fitted)).output_settings).toBeUndefined();
  });

  it('are absent on a result made without a target size', () => {
    const plain = { ...fitted, output: { file: 'clip.mp4', name: 'clip.mp4', mime: 'video/mp4', size: 9_900_000 } };
    expect('output_settings' in jobView(toInfo(plain))).toBe(false);
  });
});
