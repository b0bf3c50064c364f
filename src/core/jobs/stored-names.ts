import type { JobRecord } from './job.types.js';

/**
 * The stored files a record names (its inputs and its output), so a store whose listing costs a round trip (a
 * bucket) deletes them by name. Only a record whose run is over names every file it has: while a job is queued or
 * running, a run may be writing or keeping files the record does not show yet, so the store looks for itself.
 */
export function storedNames(job: Pick<JobRecord, 'status' | 'input' | 'inputs' | 'output'>): string[] | undefined {
  if (job.status === 'queued' || job.status === 'processing') return undefined;
  return inputNames(job).concat(job.output ? [job.output.file] : []);
}

/** The stored names of a record's inputs (one, or each of a job with several). */
export function inputNames(job: Pick<JobRecord, 'input' | 'inputs'>): string[] {
  const all = job.inputs?.length ? job.inputs : job.input ? [job.input] : [];
  return [...new Set(all.map((f) => f.file))];
}
