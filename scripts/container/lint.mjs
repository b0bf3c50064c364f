/* global process, console */
// `npm run lint:container`: the Dockerfile under dockerfile-utils' linter, and compose.yaml against the Compose
// Specification's JSON schema (vendored in compose-spec/, Apache-2.0, so nothing is downloaded).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import dockerfileUtils from 'dockerfile-utils';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let problems = 0;

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
for (const d of dockerfileUtils.validate(dockerfile)) {
  problems += 1;
  console.error(`Dockerfile:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
}

const schema = JSON.parse(readFileSync(join(root, 'scripts/container/compose-spec/compose-spec.json'), 'utf8'));
// The schema is draft-07 with a few keywords ajv does not know (deprecated); strict mode would refuse them.
const ajv = new Ajv({ allErrors: true, strict: false });
// The schema names draft-07 by its https address; ajv knows the same meta-schema under http.
const draft07 = JSON.parse(readFileSync(join(root, 'node_modules/ajv/dist/refs/json-schema-draft-07.json'), 'utf8'));
ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
const validate = ajv.compile(schema);
// `merge: true` resolves the `<<:` keys as Compose does, so the schema sees the merged services.
const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
if (!validate(compose)) {
  for (const e of validate.errors ?? []) {
    problems += 1;
    console.error(`compose.yaml${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  }
}
if (problems > 0) process.exit(1);
console.log('Dockerfile and compose.yaml: no problems');
