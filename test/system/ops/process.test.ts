import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { startServiceProcess } from './helpers/service-process.js';

/** The real `npm start` entry point in a child process: what a person sees in the terminal or a collector gets. */
let dir: Scratch;
beforeAll(async () => {
  dir = await scratch('gt-process');
  // As a newcomer would: a .env next to the code. PORT in the real environment must win over the file's.
  await dir.file('.env', 'PORT=1\nDATA_DIR=./data-from-env-file\nADMIN_TOKEN=very-secret-admin-token-value\n');
});
afterAll(() => dir.done());

const BASE = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', PDF_WORKER_SPARE: 'false' };

describe('the service process', () => {
  it('logs JSON when stdout is not a terminal: .env read (its name, not its values) and one start-up summary', async () => {
    const p = startServiceProcess({ cwd: dir.dir, env: BASE });
    try {
      await p.waitFor(/"msg":"started"/);
      const lines = p.stdout().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      const read = lines.find((l) => String(l.msg).startsWith('read settings from'))!;
      expect(read.file).toBe(`${dir.dir}/.env`);
      expect(read.overriddenByEnv).toEqual(['PORT']);
      expect(p.stdout()).not.toContain('very-secret-admin-token-value');
      const started = lines.find((l) => l.msg === 'started')!;
      expect(started.dataDir).toBe(`${dir.dir}/data-from-env-file`);
      expect(started.listen).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(started.listen).not.toBe('http://127.0.0.1:1');
      expect(started.bots).toEqual({ telegram: 'off', discord: 'off' });
      expect(started.prices).toMatchObject({ keyless: ['steam', 'cheapshark'], withKey: [] });
      expect(started.admin).toBe('on');
      // The server it announced answers.
      expect(await fetch(`${started.listen as string}/healthz`).then((r) => r.json())).toEqual({ ok: true });
    } finally {
      expect(await p.stop()).toBe(0);
    }
  });

  it('logs short pretty lines at a terminal, and JSON there too with LOG_FORMAT=json', async () => {
    const pretty = startServiceProcess({ cwd: dir.dir, env: BASE, tty: true });
    try {
      const out = await pretty.waitFor(/metrics /);
      expect(out).toContain('gametools is up at http://localhost:');
      expect(out).toMatch(/bots +telegram off \(no token\), discord off \(no token\)/);
      expect(out).toMatch(/prices +steam, cheapshark \(no key needed\); off: isthereanydeal \(set ITAD_API_KEY\), ggdeals \(set GGDEALS_API_KEY\)/);
      expect(out).toContain(`data     ${dir.dir}/data-from-env-file`);
      expect(out).not.toContain('{"level"');
    } finally {
      await pretty.stop();
    }
    const json = startServiceProcess({ cwd: dir.dir, env: { ...BASE, LOG_FORMAT: 'json' }, tty: true });
    try {
      const out = await json.waitFor(/"msg":"started"/);
      expect(out).toContain('{"level":30');
      expect(out).not.toContain('gametools is up at');
    } finally {
      await json.stop();
    }
  });

  it('says in one line that the port is taken and exits with code 1', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const p = startServiceProcess({ cwd: dir.dir, env: { ...BASE, PORT: String(port) } });
      expect(await p.exited).toBe(1);
      expect(p.stderr().trim().split('\n')).toEqual([
        `gametools: port ${port} on 127.0.0.1 is already in use; stop the other process or set PORT.`,
      ]);
      expect(p.stdout() + p.stderr()).not.toMatch(/unhandled|at .*\.ts:\d+/i);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
