import type { S3Client } from '@aws-sdk/client-s3';
import type pg from 'pg';
import type { Config } from '../config.js';

/** Where `npm run migrate-data` moves an embedded DATA_DIR to, opened as the scaled engines open it. */
export interface MigrationTarget {
  /** The PostgreSQL database of DATABASE_URL, its schema brought up to date; null without DATABASE_URL. */
  pool: pg.Pool | null;
  /** Migrations the schema needed (empty when it was current or there is no database). */
  applied: string[];
  /** The job files bucket with JOB_FILES=s3; null otherwise. */
  bucket: { client: S3Client; name: string; prefix: string } | null;
  close(): Promise<void>;
}

/**
 * Opens the scaled deployment's stores from the same settings `openScaledEngines` and the job files store read,
 * so the migration writes where the fleet will read. Their code is loaded only when they are configured.
 */
export async function openMigrationTarget(config: Config): Promise<MigrationTarget> {
  let pool: pg.Pool | null = null;
  let applied: string[] = [];
  let bucket: MigrationTarget['bucket'] = null;
  const close = async () => {
    bucket?.client.destroy();
    await pool?.end();
  };
  try {
    if (config.DATABASE_URL) {
      const [{ createPgPool }, { migrate }] = await Promise.all([import('../storage/pg/pool.js'), import('../storage/pg/migrate.js')]);
      pool = createPgPool(config.DATABASE_URL, { max: 2 });
      applied = await migrate(pool);
    }
    if (config.JOB_FILES === 's3' && config.S3_BUCKET) {
      const { createS3Client } = await import('../storage/s3/client.js');
      const client = createS3Client({
        bucket: config.S3_BUCKET,
        prefix: config.S3_PREFIX,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
      bucket = { client, name: config.S3_BUCKET, prefix: config.S3_PREFIX };
    }
    return { pool, applied, bucket, close };
  } catch (err) {
    await close();
    throw err;
  }
}
