import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { JOB_ID_RE } from '../job-store.js';

export interface CopyCounts {
  copied: number;
  /** Already in the bucket with the same size (a second run copies nothing). */
  skipped: number;
  bytes: number;
}

/** The job files (inputs and outputs, not the `job.json` records) under `jobsDir`, as key-relative paths. */
async function jobFiles(jobsDir: string): Promise<Array<{ path: string; rel: string; size: number }>> {
  const found: Array<{ path: string; rel: string; size: number }> = [];
  for (const id of await readdir(jobsDir).catch(() => [] as string[])) {
    if (!JOB_ID_RE.test(id)) continue;
    const dir = join(jobsDir, id);
    for (const name of await readdir(dir, { recursive: true }).catch(() => [] as string[])) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || name === 'job.json') continue;
      found.push({ path, rel: relative(jobsDir, path).split(sep).join('/'), size: info.size });
    }
  }
  return found;
}

/**
 * Copies `DATA_DIR/jobs/<id>/…` files into the bucket under the same keys the S3 adapter uses. Idempotent: a key
 * already holding an object of the same size is left alone. `progress` hears (done, total) after each file.
 */
export async function copyJobFilesToBucket(opts: {
  jobsDir: string;
  client: S3Client;
  bucket: string;
  prefix: string;
  progress?: (done: number, total: number) => void;
}): Promise<CopyCounts> {
  const files = await jobFiles(opts.jobsDir);
  const counts: CopyCounts = { copied: 0, skipped: 0, bytes: 0 };
  for (const [i, file] of files.entries()) {
    const key = opts.prefix + file.rel;
    const existing = await opts.client
      .send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key }))
      .then((h) => h.ContentLength ?? -1)
      .catch((err: unknown) => {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      });
    if (existing === file.size) {
      counts.skipped++;
    } else {
      await new Upload({
        client: opts.client,
        params: { Bucket: opts.bucket, Key: key, Body: createReadStream(file.path) },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
      counts.copied++;
      counts.bytes += file.size;
    }
    opts.progress?.(i + 1, files.length);
  }
  return counts;
}
