import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/app.js';
import { startPostgres, startRedis, type Engine } from '../../helpers/engines.js';
import { startFleet, type Fleet, type FleetProcess } from '../../helpers/fleet.js';
import { twoColourPng } from '../../helpers/images.js';
import { killAll, processesMentioning, until } from '../../helpers/processes.js';
import { multipart } from '../../helpers/raw-http.js';

/**
 * The job API once more against a scaled set-up: two `api` and two `worker` processes (the real src/main.ts
 * with ROLES) over one PostgreSQL, one Redis and one shared DATA_DIR, all real and on loopback.
 */

const ADMIN = 'admin-token-for-the-fleet-test-0123456789';
const KEY = 'gtk_fleet_test_key_0123456789abcdefghijklmnop';

/** A PNG of about 2 MB (noise does not compress), so an upload of it can be held halfway. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
}


describe('scaled deployment: 2 api + 2 worker processes on PostgreSQL and Redis', () => {
  let postgres: Engine;
  let redis: Engine;
  let fleet: Fleet;
  let a: FleetProcess;
  let b: FleetProcess;
  let w1: FleetProcess;
  let w2: FleetProcess;
  let fixtures: string;
  let shortVideo: Buffer;
  let longVideo: Buffer;
  let png: Buffer;
  const orphans = new Set<number>();

  beforeAll(async () => {
    fixtures = await mkdtemp(join(tmpdir(), 'gt-fleet-fx-'));
    const make = (name: string, seconds: number) => {
      const out = join(fixtures, name);
      execFileSync(ffmpegInstaller.path, [
        '-nostdin', '-v', 'error', '-y',
        '-f', 'lavfi', '-i', `testsrc2=s=480x270:r=25:d=${seconds}`,
        '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p', out,
      ]);
      return readFile(out);
    };
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    [shortVideo, longVideo, png] = await Promise.all([make('short.mp4', 6), make('long.mp4', 60), twoColourPng()]);
    fleet = await startFleet({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ADMIN_TOKEN: ADMIN,
      API_KEYS: KEY,
      MAX_QUEUE: '20',
      WORKER_LEASE_MS: '2000',
      PRICE_RATE_LIMIT_PER_MIN: '10',
      // Price sources on a closed port: a lookup fails fast with 502, after the rate limit has been charged.
      CHEAPSHARK_API_URL: 'http://127.0.0.1:9',
      STEAM_STORE_URL: 'http://127.0.0.1:9',
    });
    // Api processes first: the admission tests below run while no worker takes jobs.
    [a, b] = await Promise.all([fleet.add('api-a', 'api'), fleet.add('api-b', 'api')]);
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    // ffmpeg children of a SIGKILLed worker outlive it; they were started by this test, so it ends them.
    killAll(orphans);
    await Promise.all([postgres?.stop(), redis?.stop()]);
    if (fixtures) await rm(fixtures, { recursive: true, force: true });
  }, 60_000);

  const upload = (c: Client, tool: string, data: Buffer, name: string) => c.upload('/upload', { tool }, { data, name });

  describe('admission across processes (no worker running, so every admitted job stays active)', () => {
    /** Each admitted job with the header that proves its owner (cookie or key). */
    const admitted: Array<{ auth: Record<string, string>; id: string }> = [];

    it('40 parallel uploads with one cookie, spread over A and B: exactly 5 admitted', async () => {
      // A session A issued (and signed); B must accept it too.
      const issuer = new Client(a.url);
      await issuer.request('/api/jobs/none-such-job');
      const sid = issuer.sid()!;
      const clients = [a, b].map((p) => new Client(p.url, { cookie: `sid=${sid}` }));
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => upload(clients[i % 2], 'image-grayscale', png, `s${i}.png`)));
      expect(answers.filter((r) => r.status === 202)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 429 && r.body.error === 'limit_reached')).toHaveLength(35);
      for (const r of answers) if (r.status === 202) admitted.push({ auth: { cookie: `sid=${sid}` }, id: String(r.body.job_id) });
    });

    it('40 parallel uploads with one API key over A and B: exactly 5 admitted', async () => {
      const clients = [a, b].map((p) => new Client(p.url, { 'x-api-key': KEY }));
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => upload(clients[i % 2], 'image-grayscale', png, `k${i}.png`)));
      expect(answers.filter((r) => r.status === 202)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 429 && r.body.error === 'limit_reached')).toHaveLength(35);
      for (const r of answers) if (r.status === 202) admitted.push({ auth: { 'x-api-key': KEY }, id: String(r.body.job_id) });
    });

    it('MAX_QUEUE holds across processes: 40 sessions at once fill the 10 places left, no more', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const client = new Client((i % 2 ? a : b).url);
          return upload(client, 'image-grayscale', png, `q${i}.png`).then((r) => ({ r, client }));
        }),
      );
      expect(answers.filter(({ r }) => r.status === 202)).toHaveLength(10);
      expect(answers.filter(({ r }) => r.status === 429 && r.body.error === 'limit_reached')).toHaveLength(30);
      for (const { r, client } of answers) if (r.status === 202) admitted.push({ auth: { cookie: `sid=${client.sid()}` }, id: String(r.body.job_id) });
    });

    it('a queued job cancelled on the other process is cancelled for all', async () => {
      expect(admitted).toHaveLength(20);
      for (const [i, { auth, id }] of admitted.entries()) {
        const [here, there] = i % 2 ? [a, b] : [b, a];
        expect((await new Client(here.url, auth).json(`/api/jobs/${id}`, { method: 'DELETE' })).status).toBe(200);
        expect((await new Client(there.url, auth).json(`/api/jobs/${id}`)).body.status).toBe('cancelled');
      }
    });
  });

  it('rate limits are one budget for the fleet: 30 price lookups with one key over A and B, exactly 10 pass', async () => {
    const clients = [a, b].map((p) => new Client(p.url, { 'x-api-key': KEY }));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => clients[i % 2].json('/api/prices?appid=620')));
    expect(answers.filter((r) => r.status === 429 && r.body.error === 'rate_limited')).toHaveLength(20);
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(10);
    expect(Number(answers.find((r) => r.status === 429)?.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('a tool switched off in the admin API of A is refused on B at once, and back on likewise', async () => {
    const admin = (on: boolean) =>
      fetch(`${a.url}/api/admin/flags/tools/image-invert`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ enabled: on }),
      });
    expect((await admin(false)).status).toBe(200);
    const refused = await upload(new Client(b.url), 'image-invert', png, 'f.png');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('tool_disabled');
    expect((await admin(true)).status).toBe(200);
    const c = new Client(b.url);
    expect((await upload(c, 'image-invert', png, 'f.png')).status).toBe(202);
  });

  describe('with two workers', () => {
    beforeAll(async () => {
      [w1, w2] = await Promise.all([fleet.add('worker-1', 'worker'), fleet.add('worker-2', 'worker')]);
    }, 120_000);

    it('worker-only processes run at WORKER_NICE (10), so api processes on the machine answer first', async () => {
      // Field 19 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
      const nice = async (pid: number | undefined) => Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ')[16]);
      expect(await nice(w1.pid)).toBe(10);
      expect(await nice(w2.pid)).toBe(10);
      expect(await nice(a.pid)).toBe(0);
    });

    it('a job enqueued on A is polled on B, run by a worker, and its progress never goes back', async () => {
      const onA = new Client(a.url);
      const { status, body } = await upload(onA, 'video-to-hevc', shortVideo, 'clip.mp4');
      expect(status).toBe(202);
      const onB = new Client(b.url, { cookie: `sid=${onA.sid()}` });
      const seen: number[] = [];
      const runners = new Set<number>();
      const final = await until('the job to finish', async () => {
        for (const p of processesMentioning(String(body.job_id))) runners.add(p.ppid);
        const poll = await onB.json(`/api/jobs/${String(body.job_id)}`);
        expect(poll.status).toBe(200);
        seen.push(Number(poll.body.progress));
        return poll.body.status === 'completed' || poll.body.status === 'failed' ? poll.body : null;
      }, 90_000);
      expect(final.status).toBe('completed');
      expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
      const file = await onA.request(String(final.download_url));
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(final.output_size);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      // Its ffmpeg ran as the child of a worker process; api processes take no work.
      expect([w1.pid, w2.pid].some((pid) => runners.has(pid!))).toBe(true);
      expect([a.pid, b.pid].some((pid) => runners.has(pid!))).toBe(false);
    });

    it('DELETE on B stops the ffmpeg child on the worker running the job within 2 s', async () => {
      const onA = new Client(a.url);
      const { body } = await upload(onA, 'video-to-hevc', longVideo, 'long.mp4');
      const id = String(body.job_id);
      const children = await until('ffmpeg to run the job', () => {
        const found = processesMentioning(id);
        return found.length ? found : null;
      });
      const worker = [w1, w2].find((w) => children.some((c) => c.ppid === w.pid));
      expect(worker).toBeDefined();
      const onB = new Client(b.url, { cookie: `sid=${onA.sid()}` });
      const del = await onB.json(`/api/jobs/${id}`, { method: 'DELETE' });
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ ok: true, deleted: true });
      // Stopped, not left to finish the long encode.
      await until('the ffmpeg child to end', () => processesMentioning(id).length === 0, 5_000);
      expect((await onA.json(`/api/jobs/${id}`)).status).toBe(404);
    });

    it('a worker SIGKILLed mid-job: another retries the job once, and after a second kill it fails as interrupted', async () => {
      const onA = new Client(a.url);
      const { body } = await upload(onA, 'video-to-hevc', longVideo, 'killed.mp4');
      const id = String(body.job_id);
      const runner = async () => {
        const children = await until('ffmpeg to run the job', () => {
          const found = processesMentioning(id).filter((p) => [w1, w2].some((w) => w.pid === p.ppid));
          return found.length ? found : null;
        });
        children.forEach((c) => orphans.add(c.pid));
        return [w1, w2].find((w) => children.some((c) => c.ppid === w.pid))!;
      };
      const killHard = async (worker: FleetProcess) => {
        await worker.stop('SIGKILL');
        // A crash leaves the ffmpeg child running on its own; end it so it does not slow the rest of the run.
        killAll(orphans);
      };
      const first = await runner();
      await killHard(first);
      expect((await onA.json(`/api/jobs/${id}`)).body.status).toBe('processing');
      // The other worker's stalled check finds the job after the lease (2 s) and runs it again.
      const second = await runner();
      expect(second).not.toBe(first);
      await first.restart();
      await killHard(second);
      const final = await until('the job to end', async () => {
        const poll = await onA.json(`/api/jobs/${id}`);
        return poll.body.status === 'processing' || poll.body.status === 'queued' ? null : poll.body;
      }, 30_000);
      expect(final.status).toBe('failed');
      expect(final.message).toBe('The file could not be processed. Check the format and retry.');
      await second.restart();
      // The fleet still works after both kills.
      const after = await upload(onA, 'image-grayscale', png, 'after.png');
      expect((await onA.waitForJob(String(after.body.job_id))).status).toBe('completed');
    });

    it('Redis restarting: /healthz is 503 while it is down, and a job accepted meanwhile runs once it is back', async () => {
      await redis.halt();
      const health = await until('A to report Redis down', async () => {
        const res = await fetch(`${a.url}/healthz`);
        return res.status === 503 ? ((await res.json()) as Record<string, unknown>) : null;
      }, 10_000);
      expect(health).toEqual({ ok: false, engines: { postgres: true, redis: false } });
      const c = new Client(b.url);
      const accepted = await upload(c, 'image-grayscale', png, 'during.png');
      expect(accepted.status).toBe(202);
      await redis.start();
      await until('A to report healthy', async () => (await fetch(`${a.url}/healthz`)).status === 200, 20_000);
      expect((await c.waitForJob(String(accepted.body.job_id), 30_000)).status).toBe('completed');
    });

    it('a process starting on the shared DATA_DIR leaves the uploads other processes are receiving alone', async () => {
      const c = new Client(a.url);
      await c.request('/api/jobs/none-such-job');
      const { body, contentType } = multipart([
        { name: 'tool', value: 'image-grayscale' },
        { name: 'file', value: await noisyPng(800, 800), filename: 'slow.png', type: 'image/png' },
      ]);
      // The first half goes out, then the upload waits while another process starts on the same volume.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(body.subarray(0, body.length / 2)));
          await held;
          controller.enqueue(new Uint8Array(body.subarray(body.length / 2)));
          controller.close();
        },
      });
      const answer = fetch(`${a.url}/upload`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: `sid=${c.sid()}` },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await until('the upload to reach the temp folder', async () => (await readdir(join(fleet.dataDir, 'tmp'))).length > 0, 10_000);
      const late = await fleet.add('worker-late', 'worker');
      try {
        release();
        const res = await answer;
        const accepted = (await res.json()) as Record<string, unknown>;
        expect(res.status).toBe(202);
        expect((await c.waitForJob(String(accepted.job_id), 30_000)).status).toBe('completed');
      } finally {
        await late.stop();
      }
    });

    it('PostgreSQL restarting: /healthz is 503 while it is down, and jobs accepted before it run after', async () => {
      const c = new Client(a.url);
      await c.request('/api/jobs/none-such-job');
      const before = await Promise.all([0, 1, 2].map((i) => upload(c, 'image-grayscale', png, `pg${i}.png`)));
      expect(before.map((r) => r.status)).toEqual([202, 202, 202]);
      await postgres.halt();
      const health = await until('B to report PostgreSQL down', async () => {
        const res = await fetch(`${b.url}/healthz`);
        return res.status === 503 ? ((await res.json()) as Record<string, unknown>) : null;
      }, 10_000);
      expect(health).toEqual({ ok: false, engines: { postgres: false, redis: true } });
      await postgres.start();
      await until('B to report healthy', async () => (await fetch(`${b.url}/healthz`)).status === 200, 20_000);
      for (const r of before) expect((await c.waitForJob(String(r.body.job_id), 30_000)).status).toBe('completed');
    });
  });
});
