import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/engines.js';
import { scratch } from '../helpers/scratch.js';

const dir = await scratch('gt-migrate-help');
afterAll(() => dir.done());

function migrate(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate-data.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run migrate-data', () => {
  it('prints its usage for --help and touches nothing: no database, no data folder', async () => {
    // A database nobody listens on: a migration would fail on it, so exit 0 shows none was tried.
    const env = { DATABASE_URL: `postgres://gametools@127.0.0.1:${await freePort()}/gametools`, DATA_DIR: join(dir.dir, 'data') };
    const r = migrate(['--help'], env);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Usage: npm run migrate-data/);
    expect(r.stdout).toContain('DATABASE_URL');
    expect(r.status).toBe(0);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('refuses an argument it does not know, with the usage, before doing anything', async () => {
    const env = { DATABASE_URL: `postgres://gametools@127.0.0.1:${await freePort()}/gametools`, DATA_DIR: join(dir.dir, 'data') };
    const r = migrate(['--dry-run'], env);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^Usage: npm run migrate-data/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });
});
