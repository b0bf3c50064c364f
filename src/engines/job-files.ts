import { join } from 'node:path';
import type { Config } from '../config.js';
import type { JobFiles } from '../core/jobs/job.ports.js';
import { DiskJobFiles } from '../storage/job-files.js';

/** The job files store with this process's own temp folder for uploads under way. */
export interface EngineJobFiles extends JobFiles {
  readonly tmpDir: string;
  /** Removes temp entries not touched for `maxAgeMs`; answers how many went. */
  sweepTemp(maxAgeMs: number): Promise<number>;
  /**
   * Sends an upload on to the store while it arrives (S3), so adopting it needs no second pass over the file;
   * absent where the store is the local disk.
   */
  mirrorUpload?(tempPath: string): { write(chunk: Buffer): Promise<void>; end(): void; abandon(): Promise<void> } | null;
}

export interface OpenedJobFiles {
  files: EngineJobFiles;
  /** Whether the bucket answers, for /healthz; null when files are on local disk. */
  reachable: (() => Promise<boolean>) | null;
  close(): void;
}

/**
 * JOB_FILES=local: `DATA_DIR/jobs` (with `sharedDisk`, other processes of a fleet use the same folder).
 * JOB_FILES=s3: the bucket, checked at once (write, read, delete), with `DATA_DIR/scratch` as this process's own
 * scratch; a bucket that cannot be used stops the start with the probe's message. The S3 client is imported only
 * in that case.
 */
export async function openJobFiles(
  config: Config,
  opts: { sharedDisk: boolean; log?: { warn(obj: unknown, msg?: string): void } },
): Promise<OpenedJobFiles> {
  if (config.JOB_FILES === 'local' || !config.S3_BUCKET) {
    const files = new DiskJobFiles(config.DATA_DIR);
    await files.init({ shared: opts.sharedDisk });
    return { files, reachable: null, close: () => undefined };
  }
  // The AWS SDK is loaded only here: a deployment with its files on disk never pays for it at start.
  const [{ createS3Client }, { probeBucket }, { S3JobFiles }] = await Promise.all([
    import('../storage/s3/client.js'),
    import('../storage/s3/probe.js'),
    import('../storage/s3/s3-job-files.js'),
  ]);
  const client = createS3Client({
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  try {
    await probeBucket(client, config.S3_BUCKET, config.S3_PREFIX, config.S3_ENDPOINT ?? 'AWS');
  } catch (err) {
    client.destroy();
    throw err;
  }
  const files = new S3JobFiles({
    client,
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    dataDir: join(config.DATA_DIR, 'scratch'),
    // One process runs every job it takes in: the upload can stay as the run's input instead of a download back.
    keepInputCopy: !opts.sharedDisk,
    proxyDownloads: config.S3_PROXY_DOWNLOADS,
    onWait: (what, err, waitedMs) =>
      opts.log?.warn({ what, err: err instanceof Error ? err.message : String(err), waited_s: Math.round(waitedMs / 1000) }, 'job files store unreachable; waiting'),
  });
  await files.init();
  return { files, reachable: () => files.reachable(), close: () => client.destroy() };
}
