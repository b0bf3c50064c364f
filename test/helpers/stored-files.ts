import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** Files under a job's folder of a disk store; none when it has no folder. */
export async function diskFiles(dataDir: string, jobId: string): Promise<string[]> {
  return readdir(join(dataDir, 'jobs', jobId), { recursive: true }).catch(() => []);
}

/** Keys under a job's prefix in the bucket the service's JOB_FILES=s3 settings name, as a user of the bucket sees them. */
export async function bucketFiles(settings: Record<string, string>, jobId: string): Promise<string[]> {
  const client = new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: settings.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: settings.AWS_SECRET_ACCESS_KEY ?? '' },
  });
  try {
    const prefix = `${settings.S3_PREFIX ?? 'jobs/'}${jobId}/`;
    const page = await client.send(new ListObjectsV2Command({ Bucket: settings.S3_BUCKET, Prefix: prefix }));
    return (page.Contents ?? []).map((o) => (o.Key ?? '').slice(prefix.length));
  } finally {
    client.destroy();
  }
}
