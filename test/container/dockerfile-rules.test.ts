import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the container scripts (no types); what CI's lint runs
import { composeImageProblems, dockerfileProblems } from '../../scripts/container/dockerfile-rules.mjs';

const problems = dockerfileProblems as (text: string, read?: (path: string) => string | null) => string[];
const fromRepo = (path: string) => {
  const url = new URL(`../../${path}`, import.meta.url);
  return existsSync(url) ? readFileSync(url, 'utf8') : null;
};
const good = `ARG NODE_IMAGE=node:24.21.0-bookworm-slim
FROM \${NODE_IMAGE} AS base
WORKDIR /app
FROM base AS deps
COPY package.json package-lock.json /app/
RUN npm ci
FROM deps
COPY . /app
USER app
CMD ["node", "dist/main.js"]
`;

describe('the Dockerfile rules of npm run lint:container', () => {
  it('pass the project Dockerfile and a minimal good one', () => {
    expect(problems(readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8'), fromRepo)).toEqual([]);
    expect(problems(good)).toEqual([]);
  });

  it.each([
    ['a floating base tag', good.replace('24.21.0-bookworm-slim', '24-bookworm-slim'), '[DL3006/DL3007] base image node:24-bookworm-slim tag 24-bookworm-slim is not an exact version'],
    ['latest', good.replace('node:24.21.0-bookworm-slim', 'node:latest'), 'is :latest'],
    ['no tag', good.replace('node:24.21.0-bookworm-slim', 'node'), 'has no tag'],
    ['npm ci after the whole tree', good.replace('COPY package.json package-lock.json /app/', 'COPY . /app'), '[npm-ci-layer] dependencies installed after the whole tree was copied'],
    ['npm ci without the lockfile', good.replace('COPY package.json package-lock.json /app/', 'COPY package.json /app/'), 'without package-lock.json copied first'],
    ['a shell-form CMD', good.replace('CMD ["node", "dist/main.js"]', 'CMD node dist/main.js'), '[DL3025] CMD in shell form'],
    ['root', good.replace('USER app', 'USER root'), '[DL3002] the last USER is root'],
    ['no USER', good.replace('USER app\n', ''), '[DL3002] the final stage sets no USER'],
    ['a relative WORKDIR', good.replace('WORKDIR /app', 'WORKDIR app'), '[DL3000]'],
    ['apt-get with recommends', good.replace('RUN npm ci', 'RUN npm ci && apt-get install -y tini'), '[DL3015]'],
  ])('refuse %s', (_what, text, message) => {
    expect(problems(text).join('\n')).toContain(message);
  });

  it('read the scripts a RUN starts: npm ci hidden in a build script after the whole tree is still refused', () => {
    const script = 'set -eu\ncase "$1" in\n  deps)\n    npm ci\n    ;;\n  compile)\n    npm run build\n    ;;\nesac\n';
    const read = (path: string) => (path === 'build.sh' ? script : null);
    const hidden = good.replace('RUN npm ci', 'RUN true').replace('USER app', 'RUN sh build.sh deps\nUSER app');
    expect(problems(hidden, read).join('\n')).toContain('[npm-ci-layer] dependencies installed after the whole tree was copied');
    // A step of the same script that installs nothing may run after the tree is copied.
    expect(problems(hidden.replace('build.sh deps', 'build.sh compile'), read)).toEqual([]);
  });

  it('want every compose image we do not build pinned to an exact version', () => {
    expect(
      composeImageProblems({
        a: { image: 'quay.io/minio/minio:latest' },
        b: { image: 'postgres:15-bookworm' },
        c: { image: 'redis:7.4.6-bookworm' },
        d: { image: 'gametools:local', build: '.' },
      }),
    ).toEqual([
      'service a: image quay.io/minio/minio:latest is :latest: pin an exact version tag',
      'service b: image postgres:15-bookworm tag 15-bookworm is not an exact version (major.minor at least): pin an exact version tag',
    ]);
  });
});
