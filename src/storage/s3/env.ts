import { z } from 'zod';

// Kept local rather than imported from src/config.ts: config.ts imports this file.
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const flag = (def: boolean) =>
  z.preprocess(
    blank,
    z
      .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
      .default(def ? 'true' : 'false')
      .transform((v) => ['1', 'true', 'on', 'yes'].includes(v)),
  );
const text = z.preprocess(blank, z.string().trim().optional());

/**
 * Where job files live; merged into the one config schema in src/config.ts. Credentials are not here: the AWS
 * SDK's standard chain finds them (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, instance roles…).
 */
export const envShape = {
  /** `local`: DATA_DIR/jobs (shared by a fleet's processes). `s3`: an S3-compatible bucket; DATA_DIR is then scratch. */
  JOB_FILES: z.preprocess(blank, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens')
      .optional(),
  ),
  /** Keys of job files start with this; lets one bucket hold several services. */
  S3_PREFIX: z.preprocess(
    blank,
    z
      .string()
      .default('jobs/')
      .refine((v) => !v.startsWith('/') && !v.split('/').includes('..'), 'must be a relative key prefix such as jobs/'),
  ),
  /** For S3-compatible stores (MinIO, Ceph RGW, R2, B2…); unset = AWS. */
  S3_ENDPOINT: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: text,
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: flag(false),
  /** Downloads stream through the api process (with Range) instead of redirecting to a presigned URL. */
  S3_PROXY_DOWNLOADS: flag(false),
};

/** Settings that are each valid but do not fit together. */
export function jobFilesProblems(e: { JOB_FILES: 'local' | 's3'; S3_BUCKET?: string | undefined }): string[] {
  return e.JOB_FILES === 's3' && !e.S3_BUCKET ? ['S3_BUCKET: required when JOB_FILES=s3'] : [];
}
