import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../../src/cli/apikey.js';
import { scratch, type Scratch } from '../helpers/scratch.js';
import { startServiceProcess } from './helpers/service-process.js';

/**
 * Issue 24 item 12: `npm run apikey -- create` beside a running service printed a key that the service's next
 * write of db.json dropped. One process holds an embedded data folder: the CLI says what to do instead, and a
 * second service on the same folder does not start.
 */
let dir: Scratch;
beforeAll(async () => {
  dir = await scratch('gt-lock');
});
afterAll(() => dir.done());

describe('one process per data folder', () => {
  it('refuses the key CLI and a second service while a service holds the folder; both work once it stopped', async () => {
    const dataDir = join(dir.dir, 'data');
    const env = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', PDF_WORKER_SPARE: 'false', DATA_DIR: dataDir };
    const first = startServiceProcess({ cwd: dir.dir, env });
    try {
      await first.waitFor(/"msg":"started"/, 80_000);
      const lines: string[] = [];
      expect(await runApiKeyCli(['create', 'while-running'], (l) => lines.push(l), { DATA_DIR: dataDir })).toBe(1);
      // The pid is the service's node process (tsx starts it as a child of the one spawned here).
      expect(lines.join('\n')).toContain(`The service is running on ${dataDir} (pid `);
      expect(lines.join('\n')).toContain('admin panel');
      expect(lines.join('\n')).not.toMatch(/key:\s+gtk_/);
      const second = startServiceProcess({ cwd: dir.dir, env });
      expect(await second.exited).not.toBe(0);
      expect(second.stdout() + second.stderr()).toMatch(/is in use by another gametools process \(pid \d+\)/);
    } finally {
      await first.stop();
    }
    const lines: string[] = [];
    expect(await runApiKeyCli(['create', 'after-stop'], (l) => lines.push(l), { DATA_DIR: dataDir })).toBe(0);
    expect(lines.join('\n')).toMatch(/key:\s+\S+/);
  }, 90_000);
});
