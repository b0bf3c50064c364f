import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../../../src/cli/apikey.js';
import { Client } from '../../helpers/app.js';
import { twoColourPng } from '../../helpers/images.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { startServiceProcess } from './helpers/service-process.js';

/**
 * Issue 24 item 9: whatever umask the service is started with (here 000, the most open), the data folder it
 * creates and everything in it (secrets, key files, uploads, outputs) is its owner's only.
 */
let dir: Scratch;
let umask: number;

beforeAll(async () => {
  dir = await scratch('gt-modes');
  // The test process's umask is what the CLI run here and the service's child process start with.
  umask = process.umask(0);
});
afterAll(async () => {
  process.umask(umask);
  await dir.done();
});

async function walk(root: string): Promise<Array<{ path: string; mode: number; dir: boolean }>> {
  const out: Array<{ path: string; mode: number; dir: boolean }> = [];
  const visit = async (path: string) => {
    const s = await stat(path);
    out.push({ path: path.slice(root.length) || '/', mode: s.mode & 0o777, dir: s.isDirectory() });
    if (s.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return out;
}

describe('file modes of the data folder', () => {
  it('folders 700 and files 600 with umask 000: key files, uploads, outputs', async () => {
    const dataDir = join(dir.dir, 'data');
    const lines: string[] = [];
    expect(await runApiKeyCli(['create', 'modes'], (l) => lines.push(l), { DATA_DIR: dataDir })).toBe(0);
    const key = /key:\s+(\S+)/.exec(lines.join('\n'))![1];
    const p = startServiceProcess({ cwd: dir.dir, env: { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', PDF_WORKER_SPARE: 'false', DATA_DIR: dataDir } });
    try {
      const out = await p.waitFor(/"msg":"started"/);
      const listen = /"listen":"([^"]+)"/.exec(out)![1];
      for (const c of [new Client(listen), new Client(listen, { 'x-api-key': key })]) {
        const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'p.png' });
        expect(status).toBe(202);
        expect((await c.waitForJob(String(body.job_id), 30_000)).status).toBe('completed');
      }
    } finally {
      expect(await p.stop()).toBe(0);
    }
    const entries = await walk(dataDir);
    const names = entries.map((e) => e.path);
    // What the issue found readable: the secrets, the key file, job records and outputs (an upload is the same
    // file moved from tmp/ into the job's folder, and is removed once the job ends).
    expect(names).toEqual(expect.arrayContaining(['/db.json', '/webhook-keys.json', '/tmp']));
    expect(entries.filter((e) => !e.dir && /^\/jobs\/[^/]+\/job\.json$/.test(e.path))).toHaveLength(2);
    expect(entries.filter((e) => !e.dir && /^\/jobs\/[^/]+\/work\//.test(e.path)).length).toBeGreaterThanOrEqual(2);
    const wrong = entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).map((e) => `${e.path} ${e.mode.toString(8)}`);
    expect(wrong).toEqual([]);
  }, 90_000);
});
