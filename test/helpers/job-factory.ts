import type { JobRecord } from '../../src/core/jobs/job.types.js';

let seq = 0;

/**
 * The one place tests make job records: a queued web job that expires in an hour, with `overrides` applied.
 * Ids are unique and valid job ids (16+ url-safe characters).
 */
export function makeJob(overrides: Partial<JobRecord> = {}): JobRecord {
  seq++;
  const now = overrides.createdAt ?? Date.now();
  return {
    id: `job${String(seq).padStart(13, '0')}`,
    tool: 'image-grayscale',
    operation: 'image.grayscale',
    source: 'web',
    owner: 'owner-1',
    status: 'queued',
    stage: 'queued',
    progress: 0,
    params: {},
    url: null,
    videoId: null,
    input: null,
    output: null,
    error: null,
    failure: null,
    createdAt: now,
    expiresAt: now + 3_600_000,
    startedAt: null,
    completedAt: null,
    attempts: 0,
    chat: null,
    ...overrides,
  };
}
