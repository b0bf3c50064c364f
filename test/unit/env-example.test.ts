import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../../src/config.js';

describe('.env.example', () => {
  const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const names = [...text.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);

  it('lists every variable of the config schema, and only those', () => {
    expect([...names].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('parses as a valid configuration when used as written', () => {
    const env: Record<string, string> = {};
    for (const m of text.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)) env[m[1]] = m[2];
    expect(() => loadConfig(env)).not.toThrow();
  });
});
