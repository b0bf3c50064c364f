import { z } from 'zod';
import { chatTargetSchema } from '../chat/chat-target.js';
import { FAILURE_KINDS } from '../errors.js';
import { JOB_SOURCES, JOB_STATUSES, type JobRecord } from './job.types.js';

const outputNote = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trimmed'), fromS: z.number().nonnegative(), toS: z.number().nonnegative() }),
  z.object({ kind: z.literal('unchanged'), files: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
]);
const count = z.number().nonnegative().optional();
const fitSettings = z.object({
  targetBytes: z.number().nonnegative(),
  reachedBytes: z.number().nonnegative(),
  quality: count,
  width: count,
  height: count,
  videoKbps: count,
  audioKbps: count,
  passes: count,
  fps: count,
  colours: count,
  maxSide: count,
  lossless: z.boolean().optional(),
});
const jobFile = z.object({
  file: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().nonnegative(),
  note: outputNote.optional(),
  // Settings that no longer read as such leave the result without them rather than the job unreadable.
  settings: fitSettings.optional().catch(undefined),
});


/**
 * A job record as read back from disk or a database. Records written before a field existed get its
 * neutral value (`failure`: null, found again from the raw text when shown).
 */
export const jobRecordSchema = z.object({
  id: z.string().min(1).max(64),
  tool: z.string(),
  operation: z.string(),
  source: z.enum(JOB_SOURCES),
  owner: z.string(),
  address: z.string().nullable().default(null),
  status: z.enum(JOB_STATUSES),
  stage: z.string(),
  progress: z.number(),
  params: z.record(z.string(), z.unknown()),
  url: z.string().nullable(),
  videoId: z.string().nullable(),
  input: jobFile.nullable(),
  output: jobFile.nullable(),
  error: z.string().nullable(),
  failure: z.enum(FAILURE_KINDS).nullable().default(null),
  createdAt: z.number(),
  expiresAt: z.number(),
  startedAt: z.number().nullable(),
  completedAt: z.number().nullable(),
  attempts: z.number().int().nonnegative(),
  // A target that no longer reads as one leaves the job without chat delivery rather than unreadable.
  chat: chatTargetSchema.nullable().default(null).catch(null),
  // Records written before webhook targets moved into the job have none (their callback was kept beside it).
  webhook: z
    .object({ url: z.string(), keyId: z.string(), announcedAt: z.number().nullable().default(null) })
    .nullable()
    .default(null)
    .catch(null),
  steps: z.array(z.object({ tool: z.string(), params: z.record(z.string(), z.unknown()) })).nullable().default(null),
  inputs: z.array(jobFile).nullable().default(null),
  step: z.number().int().nullable().default(null),
  failedStep: z.number().int().nullable().default(null),
  scratch: z.number().nonnegative().nullable().default(null),
  locale: z.string().max(35).nullable().default(null).catch(null),
});

/** The checked record, or why the data is not a job record. */
export function parseJobRecord(raw: unknown): { ok: true; job: JobRecord } | { ok: false; error: z.ZodError } {
  const parsed = jobRecordSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error };
  const job: JobRecord = parsed.data;
  return { ok: true, job };
}
