import { formatTimestamp } from '../core/clock.js';
import { failureMessage } from '../core/jobs/failure-message.js';
import type { JobInfo, JobStatus } from '../core/jobs/job.types.js';

/** A job as the spec's JSON shows it to its owner (part 2B), without the leading `ok`. */
export interface JobView {
  job_id: string;
  status: JobStatus;
  stage: string;
  progress: number;
  created_at: string;
  expires_at: string;
  download_url?: string;
  preview_url?: string;
  output_name?: string;
  output_size?: number;
  message?: string;
}

/** Key order is part of the wire format (tests compare bodies byte for byte). */
export function jobView(job: JobInfo): JobView {
  const view: JobView = {
    job_id: job.id,
    status: job.status,
    stage: job.stage,
    progress: job.progress,
    created_at: formatTimestamp(job.createdAt),
    expires_at: formatTimestamp(job.expiresAt),
  };
  if (job.status === 'completed' && job.result) {
    view.download_url = `/download/${job.id}`;
    view.preview_url = `/preview/${job.id}.${job.result.ext}`;
    view.output_name = job.result.name;
    view.output_size = job.result.size;
  }
  if (job.status === 'failed' && job.failure) view.message = failureMessage(job.failure);
  return view;
}

export function enqueuedBody(job: JobInfo, baseUrl: string): { ok: true; job_id: string; status: 'queued'; poll_url: string } {
  return { ok: true, job_id: job.id, status: 'queued', poll_url: pollUrl(baseUrl, job.id) };
}

export function pollUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/api/jobs/${id}`;
}

/** An absolute link that serves the result to whoever holds it (chat deliveries). */
export function signedDownloadUrl(baseUrl: string, id: string, token: string): string {
  return `${baseUrl}/download/${id}?t=${token}`;
}
