import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../../src/cli/apikey.js';
import { freePort } from '../helpers/engines.js';
import { scratch, type Scratch } from '../helpers/scratch.js';

const ADMIN_TOKEN = 'admin-token-for-the-cli-test-0001';

let dir: Scratch;
let service: ChildProcess;
let port = 0;
let output = '';
/** The CLI's settings: the service's own (as a shared .env gives them), with or without the admin token. */
let withToken: NodeJS.ProcessEnv = {};
let withoutToken: NodeJS.ProcessEnv = {};

async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runApiKeyCli(argv, (l) => lines.push(l), env);
  return { code, text: lines.join('\n') };
}

const watches = (key: string) => fetch(`http://127.0.0.1:${port}/api/watches`, { headers: { authorization: `Bearer ${key}` } });

beforeAll(async () => {
  dir = await scratch('gt-cli-running');
  port = await freePort();
  const env = { DATA_DIR: dir.dir, PORT: String(port), HOST: '127.0.0.1' };
  withoutToken = { ...env };
  withToken = { ...env, ADMIN_TOKEN };
  // The service in a process of its own, as an operator runs it: the folder's lock names another live pid.
  service = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', LOG_LEVEL: 'warn', PDF_WORKER_SPARE: 'false', ...withToken },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  service.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  service.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  for (let i = 0; i < 240 && service.exitCode === null; i++) {
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the service did not start:\n${output}`);
});

afterAll(async () => {
  if (service && service.exitCode === null && service.signalCode === null) {
    const exited = new Promise((r) => service.once('exit', r));
    service.kill('SIGTERM');
    await exited;
  }
  await dir?.done();
});

describe('npm run apikey while the service runs on the same DATA_DIR', () => {
  it('prints its usage for --help, and lists the keys (none yet)', async () => {
    const help = await run(['--help'], withoutToken);
    expect(help.code).toBe(0);
    expect(help.text).toContain('npm run apikey -- create <label>');
    const listed = await run(['list'], withoutToken);
    expect(listed).toEqual({ code: 0, text: 'no keys' });
  });

  it('creates a key through the running service, which accepts it at once, and revokes it the same way', async () => {
    const created = await run(['create', 'from', 'the', 'cli'], withToken);
    expect(created.code, created.text).toBe(0);
    const key = /key:\s+(\S+)/.exec(created.text)![1];
    const id = /id:\s+(\S+)/.exec(created.text)![1];
    expect(created.text).toContain(`export KEY=${key}`);
    expect(created.text).toMatch(/webhook signing secret: whsec_/);
    expect((await watches(key)).status).toBe(200);

    const listed = await run(['list'], withoutToken);
    expect(listed.text).toMatch(new RegExp(`${id}\\tfrom the cli\\t.*active`));

    const revoked = await run(['revoke', id], withToken);
    expect(revoked).toEqual({ code: 0, text: `revoked ${id}` });
    expect((await watches(key)).status).toBe(401);
    expect((await run(['list'], withoutToken)).text).toMatch(new RegExp(`${id}\\tfrom the cli\\t.*REVOKED`));
  });

  it('without ADMIN_TOKEN says exactly how to proceed instead of writing beside the service', async () => {
    const refused = await run(['create', 'nope'], withoutToken);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain(`(pid ${service.pid})`);
    expect(refused.text).toContain('set ADMIN_TOKEN');
    expect(refused.text).toContain(`kill -TERM ${service.pid}`);
    expect((await run(['list'], withoutToken)).text).not.toContain('nope');

    const rotate = await run(['webhook-secret', 'abc'], withToken);
    expect(rotate.code).toBe(1);
    expect(rotate.text).toContain(`kill -TERM ${service.pid}, then npm run apikey -- webhook-secret abc`);
  });

  it('names the service it could not reach, with a wrong token', async () => {
    const wrong = await run(['create', 'x'], { ...withToken, ADMIN_TOKEN: 'not-the-token-of-this-service-000' });
    expect(wrong.code).toBe(1);
    expect(wrong.text).toContain(`the service refused POST http://127.0.0.1:${port}/api/admin/keys (unauthorized`);
  });
});
