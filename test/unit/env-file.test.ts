import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { loadEnvFile } from '../../src/env-file.js';
import { scratch, type Scratch } from '../helpers/scratch.js';

let dir: Scratch;
beforeEach(async () => {
  dir = await scratch('gt-envfile');
});
afterEach(() => dir.done());

describe('.env loading', () => {
  it('uses a value from the file, lets a real environment variable win and reports names, never values', async () => {
    const path = await dir.file('.env', 'PORT=4100\nDATA_DIR=./from-file\n# a comment\nADMIN_TOKEN="s3cret token value, long enough"\nMAX_QUEUE=\n');
    const env: NodeJS.ProcessEnv = { PORT: '5200' };
    const report = loadEnvFile(path, env);
    expect(report?.path).toBe(path);
    expect(report?.applied.sort()).toEqual(['ADMIN_TOKEN', 'DATA_DIR']);
    expect(report?.shadowed).toEqual(['PORT']);
    expect(JSON.stringify(report)).not.toContain('s3cret');
    expect(env).toEqual({ PORT: '5200', DATA_DIR: './from-file', ADMIN_TOKEN: 's3cret token value, long enough' });
    const config = loadConfig(env);
    expect(config.PORT).toBe(5200);
    expect(config.DATA_DIR.endsWith('/from-file')).toBe(true);
    // A blank value in the file means "the default", as in a copied .env.example.
    expect(config.MAX_QUEUE).toBe(1000);
  });

  it('answers null when there is no file, and a copy of .env.example is a valid configuration', async () => {
    expect(loadEnvFile(`${dir.dir}/.env`, {})).toBeNull();
    const example = await dir.file('.env', await readFile('.env.example', 'utf8'));
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(example, env)?.applied).toContain('PORT');
    expect(() => loadConfig(env)).not.toThrow();
  });
});
