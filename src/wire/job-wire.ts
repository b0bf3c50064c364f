import { formatTimestamp } from '../core/clock.js';
import { failureMessage } from '../core/jobs/failure-message.js';
import type { JobInfo, JobStatus } from '../core/jobs/job.types.js';
import type { FitSettings } from '../core/tools/tool.types.js';

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
  /**
   * A result that is not all the input made says so: a clip cut to a platform's length, or archive files the
   * pipeline's next step does not take, put in the result unchanged.
   */
  output_note?: { code: 'trimmed'; from_s: number; to_s: number; message: string } | { code: 'unchanged'; files: number; total: number; message: string };
  /** A result searched down to a `target_size`: what was asked, what was reached, and the settings that reached it. */
  output_settings?: OutputSettingsView;
  message?: string;
  /** Pipelines only: how many steps, the one running or last run (1-based) and its tool. */
  steps?: number;
  step?: number;
  step_tool?: string;
  /** A failed pipeline: the step it failed in (1-based, as `step`) and that step's tool. */
  failed_step?: { index: number; tool: string };
}

/** FitSettings as the wire names them; only the settings the tool's family has are present. */
export interface OutputSettingsView {
  target_size: number;
  reached_bytes: number;
  quality?: number;
  width?: number;
  height?: number;
  bitrate_kbps?: number;
  audio_kbps?: number;
  passes?: number;
  fps?: number;
  colours?: number;
  max_side?: number;
  lossless?: boolean;
}

/** Key order is part of the wire format, as for the job view. */
export function outputSettingsView(s: FitSettings): OutputSettingsView {
  const view: OutputSettingsView = { target_size: s.targetBytes, reached_bytes: s.reachedBytes };
  const named: Array<[Exclude<keyof OutputSettingsView, 'target_size' | 'reached_bytes' | 'lossless'>, number | undefined]> = [
    ['quality', s.quality],
    ['width', s.width],
    ['height', s.height],
    ['bitrate_kbps', s.videoKbps],
    ['audio_kbps', s.audioKbps],
    ['passes', s.passes],
    ['fps', s.fps],
    ['colours', s.colours],
    ['max_side', s.maxSide],
  ];
  for (const [key, value] of named) if (value !== undefined) view[key] = value;
  if (s.lossless !== undefined) view.lossless = s.lossless;
  return view;
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
    const note = job.result.note;
    if (note?.kind === 'trimmed') {
      view.output_note = {
        code: note.kind,
        from_s: note.fromS,
        to_s: note.toS,
        message: `Cut to the first ${note.toS} s of ${note.fromS} s: the platform takes no longer clip.`,
      };
    } else if (note) {
      view.output_note = {
        code: note.kind,
        files: note.files,
        total: note.total,
        message: `${note.files} of the ${note.total} files unpacked from the archive ${note.files === 1 ? 'is' : 'are'} in the result unchanged: the next step does not take ${note.files === 1 ? 'its type' : 'their types'}.`,
      };
    }
    if (job.result.settings) view.output_settings = outputSettingsView(job.result.settings);
  }
  if (job.status === 'failed' && job.failure) view.message = failureMessage(job.failure);
  if (job.pipeline) {
    view.steps = job.pipeline.steps;
    view.step = job.pipeline.step;
    view.step_tool = job.pipeline.stepTool;
    if (job.pipeline.failedStep) view.failed_step = job.pipeline.failedStep;
  }
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
