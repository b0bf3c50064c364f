import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
// @ts-expect-error -- plain ES modules of the container scripts (no types)
import { PROFILE_VARIABLES, renderCompose } from '../../scripts/container/compose-config.mjs';
// @ts-expect-error -- idem
import { stages } from '../../scripts/container/dockerfile-rules.mjs';

interface Step {
  keyword: string;
  args: string;
}
const read = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

/** What the final image fixes: its ENV, WORKDIR, VOLUME, EXPOSE, ENTRYPOINT and CMD, and the data folder its build makes. */
function image() {
  const { stages: list } = stages(read('Dockerfile')) as { stages: Array<{ alias: string | null; steps: Step[] }> };
  // The final stage and the stages it is built FROM (only `base` here): their settings carry into the image.
  const steps = list.flatMap((s) => s.steps);
  const final = list.at(-1)!.steps;
  const env: Record<string, string> = {};
  for (const s of steps.filter((x) => x.keyword === 'ENV')) {
    for (const m of s.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) env[m[1]] = m[2].replace(/^"|"$/g, '');
  }
  const json = (k: string) => {
    const s = [...steps].reverse().find((x) => x.keyword === k);
    return s ? (JSON.parse(s.args) as string[]) : [];
  };
  const workdir = [...steps].reverse().find((s) => s.keyword === 'WORKDIR')!.args;
  const builtData = /DATA_DIR=(\S+)/.exec(steps.find((s) => s.keyword === 'RUN' && /build\.sh/.test(s.args))!.args)?.[1];
  return {
    env,
    workdir,
    volume: json('VOLUME'),
    expose: final.filter((s) => s.keyword === 'EXPOSE').map((s) => Number(s.args)),
    argv: [...json('ENTRYPOINT'), ...json('CMD')],
    builtData,
  };
}

/**
 * The environment node starts with in the container: the image's ENV, then compose's env_file (.env), then the
 * service's `environment` (Compose's precedence), then whatever the entrypoint sets before it execs node
 * (`tini -- env K=V ... node`).
 */
function processEnv(img: ReturnType<typeof image>, dotEnv: Record<string, string>, serviceEnv: Record<string, string>) {
  const env: Record<string, string> = { ...img.env, ...dotEnv, ...serviceEnv };
  let argv = img.argv;
  if (argv[0]?.endsWith('tini')) argv = argv.slice(argv.indexOf('--') + 1);
  if (argv[0] === '/usr/bin/env' || argv[0] === 'env') {
    let i = 1;
    for (; i < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[i]); i++) {
      const eq = argv[i].indexOf('=');
      env[argv[i].slice(0, eq)] = argv[i].slice(eq + 1);
    }
    argv = argv.slice(i);
  }
  return { env, command: argv };
}

describe('the image with a copy of .env.example as .env (the README\'s setup)', () => {
  const img = image();
  const dotEnv = parseEnv(read('.env.example')) as Record<string, string>;

  it.each(['embedded', 'scaled'])('keeps the data folder, address and port the image fixes (%s profile)', (profile) => {
    const r = renderCompose(read('compose.yaml'), { profiles: [profile], env: (PROFILE_VARIABLES as Record<string, Record<string, string>>)[profile] });
    const services = Object.entries(r.services as Record<string, { build?: unknown; environment?: Record<string, string> }>).filter(
      ([name, s]) => s.build && name !== 'scaled-settings',
    );
    expect(services.length).toBeGreaterThan(0);
    for (const [, service] of services) {
      const { env, command } = processEnv(img, dotEnv, service.environment ?? {});
      expect(command).toEqual(['node', '--external-memory-accounted-in-global-limit', '--max-semi-space-size=32', 'dist/main.js']);
      // Node resolves a relative DATA_DIR against the working directory, as loadConfig does in the container.
      const dataDir = posix.resolve(img.workdir, env.DATA_DIR);
      expect(dataDir).toBe('/data');
      expect(img.volume).toContain(dataDir);
      expect(img.builtData).toBe(dataDir);
      // `docker compose exec` (an apikey command, say) runs without the entrypoint: the service's own environment
      // must keep the folder too.
      expect({ ...img.env, ...dotEnv, ...service.environment }.DATA_DIR).toBe('/data');
      const config = loadConfig(env);
      expect(config.HOST).toBe('0.0.0.0');
      expect(img.expose).toContain(config.PORT);
    }
  });

  it('asks its health check on the port node listens on, whatever PORT .env sets', () => {
    const line = read('Dockerfile').split('\n').find((l) => l.startsWith('HEALTHCHECK'))!;
    const health = JSON.parse(/CMD\s+(\[.*\])$/.exec(line)![1]) as string[];
    const dotEnvWithPort = { ...dotEnv, PORT: '4100' };
    // `docker exec`'s environment is the container's; the check's own `env K=V` prefix comes after it.
    const checkEnv: Record<string, string> = { ...img.env, ...dotEnvWithPort };
    if (health[0] === '/usr/bin/env') for (const a of health.slice(1).filter((x) => /^[A-Z_]+=/.test(x))) checkEnv[a.split('=')[0]] = a.split('=')[1];
    const served = loadConfig(processEnv(img, dotEnvWithPort, {}).env).PORT;
    expect(Number(checkEnv.PORT)).toBe(served);
  });
});
