import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the container scripts (no types); what CI's lint runs
import { PROFILE_VARIABLES, profilesOf, renderCompose } from '../../scripts/container/compose-config.mjs';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, unknown>;
}
interface Rendered {
  services: Record<string, Service>;
  errors: string[];
  unset: string[];
}
const render = renderCompose as (text: string, opts: { profiles: string[]; env: Record<string, string> }) => Rendered;
const variables = PROFILE_VARIABLES as Record<string, Record<string, string>>;
const compose = readFileSync(new URL('../../compose.yaml', import.meta.url), 'utf8');

/** Runs the scaled profile's check service's command as its container would, with its rendered environment. */
function runCheck(service: Service) {
  const [bin, script, ...args] = service.command!;
  expect(bin).toBe('node');
  return spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...service.environment },
    encoding: 'utf8',
  });
}

describe('compose.yaml, rendered per profile as `docker compose --profile P config` does', () => {
  it('has the two profiles the README names', () => {
    expect(profilesOf(compose)).toEqual(['embedded', 'scaled']);
  });

  it('embedded: renders with no variable set, one service on port 3000 with its data volume', () => {
    const r = render(compose, { profiles: ['embedded'], env: {} });
    expect(r.errors).toEqual([]);
    expect(Object.keys(r.services)).toEqual(['gametools']);
    expect(r.services.gametools.ports).toEqual(['3000:3000']);
  });

  it('scaled: renders with only its own variables, and every service waits for the settings check', () => {
    const r = render(compose, { profiles: ['scaled'], env: variables.scaled });
    expect(r.errors).toEqual([]);
    expect(r.unset).toEqual([]);
    expect(Object.keys(r.services).sort()).toEqual(['api-1', 'api-2', 'objects', 'postgres', 'redis', 'scaled-settings', 'worker-1', 'worker-2']);
    expect(r.services.objects.image).toMatch(/^dxflrs\/garage:v\d+\.\d+\.\d+$/);
    expect(r.services['api-1'].environment).toMatchObject({
      PGPASSWORD: variables.scaled.POSTGRES_PASSWORD,
      AWS_SECRET_ACCESS_KEY: variables.scaled.S3_SECRET_KEY,
      AWS_ACCESS_KEY_ID: r.services.objects.environment!.GARAGE_DEFAULT_ACCESS_KEY,
      S3_BUCKET: r.services.objects.environment!.GARAGE_DEFAULT_BUCKET,
    });
    expect(runCheck(r.services['scaled-settings']).status).toBe(0);
  });

  it('scaled without its variables: Compose renders it, and its first service stops it naming each one', () => {
    const r = render(compose, { profiles: ['scaled'], env: {} });
    expect(r.errors).toEqual([]);
    const check = runCheck(r.services['scaled-settings']);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('POSTGRES_PASSWORD: missing; set it to 8 characters or more in .env');
    expect(check.stderr).toContain('S3_SECRET_KEY: missing; set it to 64 hexadecimal digits in .env');
    expect(check.stderr).toContain('GARAGE_RPC_SECRET: missing');
    // Garage takes only hex secrets: a wrong one is named before the store refuses it.
    const short = runCheck(render(compose, { profiles: ['scaled'], env: { ...variables.scaled, S3_SECRET_KEY: 'too-short' } }).services['scaled-settings']);
    expect(short.stderr).toContain('S3_SECRET_KEY: not 64 hexadecimal digits');
    for (const name of ['postgres', 'redis', 'objects']) expect(r.services[name].depends_on).toHaveProperty('scaled-settings');
  });

  it('the renderer refuses what Compose refuses: a required variable anywhere in the file, for any profile', () => {
    const broken = compose.replace('PGPASSWORD: ${POSTGRES_PASSWORD:-}', 'PGPASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}');
    expect(broken).not.toBe(compose);
    // The scaled services carry it too (merged from x-scaled-env), but the embedded profile is the one refused.
    expect(render(broken, { profiles: ['embedded'], env: {} }).errors).toContain('.x-scaled-env.PGPASSWORD: POSTGRES_PASSWORD: set POSTGRES_PASSWORD');
    const outside = compose.replace('postgres: { condition: service_healthy }', 'gametools: { condition: service_healthy }');
    expect(render(outside, { profiles: ['scaled'], env: variables.scaled }).errors).toContain(
      'service api-1 depends on gametools, which is not in profile scaled',
    );
  });
});
