import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';

/** Why the bucket cannot be used, in words an operator can act on. */
export class BucketProbeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BucketProbeError';
  }
}

function explain(err: unknown, step: string, bucket: string, endpoint: string): string {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number }; cause?: { code?: string } };
  const name = e.name ?? '';
  const code = e.code ?? e.cause?.code ?? '';
  const where = `S3 ${step} of a probe object in bucket "${bucket}" at ${endpoint} failed`;
  if (name === 'NoSuchBucket') return `${where}: no such bucket (create it, or fix S3_BUCKET)`;
  if (['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'Forbidden'].includes(name) || e.$metadata?.httpStatusCode === 403) {
    return `${where}: access denied (${name || '403'}); check the credentials (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY or the profile) and the bucket policy`;
  }
  if (/region is missing/i.test(e.message ?? '')) return `${where}: no region; set S3_REGION (or AWS_REGION)`;
  if (/credential/i.test(name) || /credential/i.test(e.message ?? '')) {
    return `${where}: no credentials found; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)`;
  }
  if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code) || name === 'TimeoutError') {
    return `${where}: cannot reach the endpoint (${code || name}); check S3_ENDPOINT`;
  }
  return `${where}: ${name || 'error'}: ${(e.message ?? String(err)).slice(0, 300)}`;
}

/**
 * Writes, reads back and deletes one small object under the prefix, so a wrong bucket, endpoint or key stops
 * the process at start with a message naming what failed, instead of failing the first user's upload.
 */
export async function probeBucket(client: S3Client, bucket: string, prefix: string, endpoint: string): Promise<void> {
  const key = `${prefix}.probe-${randomBytes(8).toString('hex')}`;
  const body = randomBytes(32).toString('hex');
  let step = 'write';
  try {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'text/plain' }));
    step = 'read';
    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const text = await got.Body?.transformToString();
    if (text !== body) throw new BucketProbeError(`S3 read of a probe object in bucket "${bucket}" at ${endpoint} answered other bytes than were written`);
    step = 'delete';
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    if (err instanceof BucketProbeError) throw err;
    throw new BucketProbeError(explain(err, step, bucket, endpoint));
  }
}
