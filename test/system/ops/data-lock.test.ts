import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../../../src/cli/apikey.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { startServiceProcess } from './helpers/service-process.js';

/**
 * Issue 24 item 12: `npm run apikey -- create` beside a running service printed a key that the service's next
 * write of db.json dropped. One process holds an embedded data folder: the CLI (without ADMIN_TOKEN) says what to
 * do instead, and a second service on the same folder does not start.
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
      // Exactly how to proceed: through the service with ADMIN_TOKEN, or stop it first.
      expect(lines.join('\n')).toContain('set ADMIN_TOKEN');
      expect(lines.join('\n')).toMatch(/stop the service \(kill -TERM \d+\)/);
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

/** `count` processes that take the lock of `dataDir` at one moment; answers what each said, and ends them. */
async function takeTogether(dataDir: string, count: number): Promise<string[]> {
  const children: ChildProcess[] = [];
  const said = (c: ChildProcess, what: RegExp) =>
    new Promise<string>((resolve, reject) => {
      let out = '';
      const onData = (d: Buffer) => {
        out += d.toString();
        const m = what.exec(out);
        if (m) {
          c.stdout?.off('data', onData);
          resolve(m[0]);
        }
      };
      c.stdout?.on('data', onData);
      c.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
  try {
    for (let i = 0; i < count; i++) {
      children.push(spawn(process.execPath, ['--import', 'tsx', 'test/system/ops/helpers/take-lock.ts', dataDir], { stdio: ['pipe', 'pipe', 'inherit'] }));
    }
    await Promise.all(children.map((c) => said(c, /ready\n/)));
    const answers = children.map((c) => said(c, /(held|refused: [^\n]*)\n/));
    for (const c of children) c.stdin?.write('go\n');
    return (await Promise.all(answers)).map((a) => a.trim());
  } finally {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.stdin?.end();
          }),
      ),
    );
  }
}

describe('taking the data folder lock', () => {
  it('lets exactly one of several processes starting together take it, a free folder or one with a stale lock', async () => {
    for (let round = 0; round < 6; round++) {
      const dataDir = join(dir.dir, `race-${round}`);
      if (round % 2 === 1) {
        // A lock left by a process that is gone (a crash): taken over, by one process only.
        await mkdir(dataDir, { recursive: true });
        await writeFile(join(dataDir, 'service.lock'), '2147483646\n');
      }
      const answers = await takeTogether(dataDir, 5);
      expect(answers.filter((a) => a === 'held'), `round ${round}: ${answers.join(' | ')}`).toHaveLength(1);
      for (const refused of answers.filter((a) => a !== 'held')) expect(refused).toMatch(/is in use by another gametools process \(pid \d+\)/);
    }
  }, 120_000);
});
