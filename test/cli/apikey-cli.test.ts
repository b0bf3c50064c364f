import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../../src/cli/apikey.js';
import { Client, startTestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

const dir = await mkdtemp(join(tmpdir(), 'gt-cli-'));
const env = { DATA_DIR: dir };
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run apikey', () => {
  it('creates a key the API accepts, lists it, and revokes it', async () => {
    const lines: string[] = [];
    expect(await runApiKeyCli(['create', 'my', 'bot'], (l) => lines.push(l), env)).toBe(0);
    const key = /key:\s+(\S+)/.exec(lines.join('\n'))![1];
    const id = /id:\s+(\S+)/.exec(lines.join('\n'))![1];
    expect(await readFile(join(dir, 'db.json'), 'utf8')).not.toContain(key);

    const app = await startTestApp({}, {}, dir);
    try {
      const dev = new Client(app.url, { authorization: `Bearer ${key}` });
      const ok = await dev.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
      expect(ok.status).toBe(202);
    } finally {
      await app.close();
    }

    const listed: string[] = [];
    await runApiKeyCli(['list'], (l) => listed.push(l), env);
    expect(listed.join('\n')).toMatch(new RegExp(`${id}\\tmy bot\\t.*active`));
    expect(await runApiKeyCli(['revoke', id], () => undefined, env)).toBe(0);
    const after: string[] = [];
    await runApiKeyCli(['list'], (l) => after.push(l), env);
    expect(after.join('\n')).toContain('REVOKED');
    expect(await runApiKeyCli(['bogus'], () => undefined, env)).toBe(2);
  });
});
