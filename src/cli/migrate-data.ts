import { loadConfigOrExit } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { openMigrationTarget, type MigrationTarget } from '../engines/migration-target.js';
import { importLowdb } from '../storage/pg/import-lowdb.js';
import { importStoreFiles } from '../storage/pg/import-store-files.js';
import { importWebhookFiles } from '../storage/pg/import-webhooks.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { join } from 'node:path';
import { copyJobFilesToBucket } from '../storage/s3/copy-job-files.js';

/** With JOB_FILES=s3: the job files of DATA_DIR/jobs into the bucket, with a progress bar and a count. */
async function copyFiles(config: ReturnType<typeof loadConfigOrExit>, bucket: MigrationTarget['bucket']): Promise<void> {
  if (!bucket) return;
  const c = await copyJobFilesToBucket({
    jobsDir: join(config.DATA_DIR, 'jobs'),
    client: bucket.client,
    bucket: bucket.name,
    prefix: bucket.prefix,
    progress: (done, total) => {
      const width = 30;
      const filled = Math.round((width * done) / total);
      process.stderr.write(`\rjob files [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}`);
      if (done === total) process.stderr.write('\n');
    },
  });
  console.log(`job files to s3://${bucket.name}/${bucket.prefix}: ${c.copied} copied (${c.bytes} bytes), ${c.skipped} already there`);
}

const USAGE = `Usage: npm run migrate-data [-- --help]

Copies the embedded deployment's records from DATA_DIR (the lowdb files) into the PostgreSQL database of
DATABASE_URL and, with JOB_FILES=s3, the job files of DATA_DIR/jobs into the bucket (S3_BUCKET, S3_ENDPOINT, ...;
the key pair from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY). Both copies are idempotent: a record or file
already there is kept, so it can run again after an interruption. Settings are read as \`npm start\` reads them.
Stop the embedded service first, so its files no longer change.`;

/**
 * `npm run migrate-data`: copies the embedded DATA_DIR's lowdb records into DATABASE_URL and, with JOB_FILES=s3, its
 * job files into the bucket (both idempotent).
 */
async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    // --help, or anything else: this tool takes no arguments, and a mistyped one must not start a migration.
    const help = argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help';
    (help ? console.log : console.error)(USAGE);
    return help ? 0 : 2;
  }
  // The same settings as `npm start`, which reads ./.env too.
  loadEnvFile();
  const config = loadConfigOrExit();
  keepFilesPrivate();
  if (!config.DATABASE_URL && config.JOB_FILES !== 's3') {
    console.error('DATABASE_URL: missing. Set it to the PostgreSQL database the records should move to.');
    return 1;
  }
  const target = await openMigrationTarget(config);
  try {
    const { pool, applied } = target;
    if (!pool) {
      await copyFiles(config, target.bucket);
      return 0;
    }
    if (applied.length) console.log(`schema: applied ${applied.join(', ')}`);
    const c = await importLowdb(config.DATA_DIR, pool);
    const w = await importWebhookFiles(config.DATA_DIR, pool);
    console.log(
      `from ${config.DATA_DIR}: ${c.jobs} jobs, ${c.apiKeys} API keys, ${c.toolUses} use counts, ${c.toolEvents} daily events, ` +
        `${c.flags} flags, ${c.secrets} secrets, ${c.outbox} outbox entries, ${c.watches} watches, ${c.prices} cached prices copied ` +
        `(records already in PostgreSQL are kept)`,
    );
    console.log(
      `webhooks: ${w.webhookKeys} signing keys, ${w.apiWatches} API watches, ${w.webhookCallbacks} announcements to make, ` +
        `${w.webhookDeliveries} deliveries copied`,
    );
    const f = await importStoreFiles(config.DATA_DIR, pool);
    console.log(
      `deals and pipelines: ${f.recipes} recipes, ${f.deals} deals, ${f.dealFollows} deal follows, ${f.dealPosts} deal posts, ` +
        `${f.dealApiFollows} API deal follows copied; ${f.priceSeries} price history series merged`,
    );
    console.log(`shared wishlists: ${f.wishlists} games, ${f.wishlistMembers} opt-ins copied`);
    for (const p of [...c.problems, ...w.problems, ...f.problems]) console.warn(`skipped: ${p}`);
    await copyFiles(config, target.bucket);
    return 0;
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
