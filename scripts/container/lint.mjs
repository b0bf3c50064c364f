/* global process, console */
// `npm run lint:container`: the Dockerfile under dockerfile-utils' linter and this project's hadolint-class rules
// (dockerfile-rules.mjs), and compose.yaml rendered per profile as `docker compose --profile P config` would render
// it with only that profile's variables set (compose-config.mjs: interpolation over the whole file, the profile's
// services and dependencies, the Compose Specification's JSON schema) and its images pinned.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import dockerfileUtils from 'dockerfile-utils';
import { PROFILE_VARIABLES, profilesOf, readCompose, renderCompose } from './compose-config.mjs';
import { composeImageProblems, dockerfileProblems } from './dockerfile-rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let problems = 0;
const report = (line) => {
  problems += 1;
  console.error(line);
};

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
for (const d of dockerfileUtils.validate(dockerfile)) {
  report(`Dockerfile:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
}
const readContextFile = (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null);
for (const p of dockerfileProblems(dockerfile, readContextFile)) report(`Dockerfile:${p}`);

const compose = readCompose();
const profiles = profilesOf(compose);
for (const profile of profiles) {
  if (!PROFILE_VARIABLES[profile]) report(`compose.yaml: profile ${profile} has no variable list in compose-config.mjs`);
  const r = renderCompose(compose, { profiles: [profile], env: PROFILE_VARIABLES[profile] ?? {} });
  for (const e of r.errors) report(`compose.yaml --profile ${profile}: ${e}`);
  for (const e of composeImageProblems(r.services)) report(`compose.yaml --profile ${profile}: ${e}`);
}
if (problems > 0) process.exit(1);
console.log(`Dockerfile and compose.yaml (profiles ${profiles.join(', ')}): no problems`);
