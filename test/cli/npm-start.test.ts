/**
 * `npm start` as a user runs it: it builds dist/ when the sources changed and serves the compiled JavaScript. One
 * start proves what the TypeScript-run tests cannot: every file the code finds beside its own module (the message
 * catalogue, worker-thread and child-process entries) is there as .js, prices come through, and one SIGTERM to npm
 * stops everything it started.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '../helpers/app.js';
import { canConnect, freePort } from '../helpers/engines.js';
import { scratch } from '../helpers/scratch.js';
import { startWorld, worldEnv, type World } from '../prices/fakes/harness.js';
import { APP } from '../prices/fakes/world.js';

/** Every live process below `pid` (from /proc: this is Linux, as CI is). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent === p) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** Running: a zombie (state Z, ended but not yet reaped by its new parent) holds no port and runs nothing. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

const dir = await scratch('gt-npm-start');
const KEY = 'npm-start-key-000000000000';
let world: World | undefined;
/** What the test started, killed at the end whatever the outcome, so a failure leaves no server behind. */
let started: number[] = [];
afterAll(async () => {
  // npm's children too: a failure before the tree was taken would otherwise leave node serving.
  const all = started.flatMap((pid) => [pid, ...descendants(pid)]);
  for (const pid of all.filter(alive)) process.kill(pid, 'SIGKILL');
  await world?.close();
  await dir.done();
});

/** Uploads one file for `tool`, waits for the job and returns the downloaded result. */
async function runJob(c: Client, fields: Record<string, string>, file: { data: Uint8Array; name: string }): Promise<{ job: Record<string, unknown>; bytes: Buffer }> {
  const { status, body } = await c.upload('/upload', fields, file);
  expect(status, JSON.stringify(body)).toBe(202);
  const job = await c.waitForJob(body.job_id as string);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  const res = await c.request(job.download_url as string);
  expect(res.status).toBe(200);
  return { job, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('npm start', () => {
  it('serves the built code (an image job, a worker thread, a forked PDF worker, a price) and stops every process on one SIGTERM to npm', async () => {
    world = await startWorld();
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: process.cwd(),
      // Only what a shell would hand it: vitest's own environment carries a BASE_URL of '/'.
      env: {
        PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir.dir, LOG_LEVEL: 'warn',
        API_KEYS: KEY, PDF_WORKER_SPARE: 'false',
        // As every test service: Client.waitForJob polls every 50 ms, which passes the default 120 a minute on a busy machine.
        RATE_LIMIT_PER_MIN: '100000', DEALS_INTERVAL_MIN: '0', GIVEAWAYS_INTERVAL_MIN: '0', ...worldEnv(world),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started = [npm.pid!];
    let output = '';
    npm.stdout.on('data', (c: Buffer) => (output += c.toString()));
    npm.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    // Ready is when /healthz answers; the first start of a checkout builds dist/ first (seconds).
    let healthy = false;
    for (let i = 0; i < 240 && !healthy && npm.exitCode === null; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, output).toBe(true);

    // The compiled entry, not TypeScript through a loader.
    // (with scripts/start.sh's V8 flags, whatever they are, between node and the entry)
    expect(descendants(npm.pid!).map(commandOf)).toContainEqual(expect.stringMatching(/^node( --\S+)* dist\/main\.js$/));

    const c = new Client(`http://127.0.0.1:${port}`, { 'x-api-key': KEY });
    // sharp in the service's own process.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const resized = await runJob(c, { tool: 'image-resize', width: '20' }, { data: png, name: 'tile.png' });
    expect(await sharp(resized.bytes).metadata()).toMatchObject({ format: 'png', width: 20, height: 15 });
    // The barcode reader's worker thread (decode-worker.js beside its module).
    const qr = await QRCode.toBuffer('built and served', { width: 160 });
    const read = await runJob(c, { tool: 'qr-decode-image' }, { data: qr, name: 'code.png' });
    expect(JSON.parse(read.bytes.toString())).toMatchObject({ count: 1, codes: [{ format: 'QRCode', text: 'built and served' }] });
    // The MuPDF worker process (worker/child.js, forked).
    const pdf = await PDFDocument.create();
    pdf.addPage([72, 144]);
    const page = await runJob(c, { tool: 'pdf-thumbnail', width: '50' }, { data: await pdf.save(), name: 'one.pdf' });
    expect(await sharp(page.bytes).metadata()).toMatchObject({ format: 'png', width: 50, height: 100 });
    // A price from the local fakes.
    const price = await c.json(`/api/prices?appid=${APP.legoBatman}`);
    expect(price.status).toBe(200);
    expect(price.body.game).toMatchObject({ title: 'LEGO® Batman™: The Videogame' });

    // Everything running now, the PDF worker included.
    const tree = descendants(npm.pid!);
    started = [npm.pid!, ...tree];
    const nodes = tree.filter((p) => /(^|\/)node(\s|$)/.test(commandOf(p)));
    // One node serves, and npm started it with nothing left in between to die on the signal.
    expect(nodes.length, tree.map(commandOf).join('\n')).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(tree.filter(alive).map(commandOf)).toEqual([]);
    expect(await canConnect(port)).toBe(false);
  });
});
