import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet } from '../../helpers/fleet.js';
import { twoColourPng } from '../../helpers/images.js';
import { startS3Gateway, type S3Gateway } from '../../helpers/s3.js';
import { FakeBotApi } from '../../bots/telegram/fake-bot-api.js';

/**
 * Chat results with JOB_FILES=s3 in a fleet that shares no folder: the worker that ran the job keeps its output in
 * the bucket, and the `bots` process, on a disk of its own, still sends the file itself into the chat.
 */

const TOKEN = '7100:s3-delivery-test-token';
const BUCKET = 'chat-results';

describe('chat results from the bucket', () => {
  let postgres: Engine;
  let redis: Engine;
  let gateway: S3Gateway;
  let api: FakeBotApi;
  let fleet: Fleet;
  const dirs: Record<string, string> = {};

  const add = async (name: string, roles: string) => {
    dirs[name] = await mkdtemp(join(tmpdir(), `gt-s3chat-${name}-`));
    return fleet.add(name, roles, { DATA_DIR: dirs[name] });
  };

  beforeAll(async () => {
    [postgres, redis, gateway, api] = await Promise.all([startPostgres(), startRedis(), startS3Gateway(), FakeBotApi.start(TOKEN)]);
    await gateway.createBucket(BUCKET);
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: api.url,
      ...gateway.env(BUCKET),
    });
    await add('worker-1', 'worker');
    await add('bots-1', 'bots');
  }, 240_000);

  afterAll(async () => {
    await fleet?.stop();
    await api?.stop();
    await Promise.all([postgres?.stop(), redis?.stop(), gateway?.stop()]);
    await Promise.all(Object.values(dirs).map((d) => rm(d, { recursive: true, force: true })));
  }, 60_000);

  it('a /convert run on a worker reaches the chat as a file the bots process read from the bucket', async () => {
    const png = await twoColourPng(64, 48);
    const file = api.addFile(png, 'png');
    const user = 701;
    api.sendUserMessage(user, '/convert image-grayscale', { document: { file_id: file.file_id, file_name: 'in.png', file_size: file.file_size } });
    const doc = await api.waitFor(() => api.chatMessages(user).find((m) => m.document), 90_000, 'the result document');
    const { data, info } = await sharp(doc.document!.data).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 48]);
    for (let i = 0; i < data.length; i += info.channels) expect(new Set([data[i], data[i + 1], data[i + 2]]).size).toBe(1);
    expect(api.chatMessages(user).filter((m) => m.document)).toHaveLength(1);
    // The copy the bots process sent from is gone once sent; nothing of the job stays on its disk.
    const left = await readdir(dirs['bots-1'], { recursive: true });
    expect(left.filter((f) => String(f).includes('result-'))).toEqual([]);
  }, 120_000);
});
