/* global console, process */
// What `docker compose --profile P config` does with compose.yaml, for machines without a compose client (CI):
// the YAML's merge keys resolved, then variables substituted in the WHOLE file as the Compose Specification
// says (every service, whichever profile is started: that is why a `${X:?}` of one profile stops the other), then
// the profile's services picked and their dependencies checked, then the result checked against the Compose
// Specification's JSON schema (vendored in compose-spec/, Apache-2.0).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * Substitutes one string as the Compose Specification's interpolation section says: `$$` is a `$`; `$VAR` and
 * `${VAR}`; `${VAR:-d}` / `${VAR-d}` (default when unset or empty / unset); `${VAR:?e}` / `${VAR?e}` (an error
 * when unset or empty / unset); `${VAR:+r}` / `${VAR+r}` (r when set and non-empty / set). A default, error or
 * replacement may itself hold variables. An unset variable without a modifier is empty (Compose warns).
 * Returns { value, errors, unset }.
 */
export function interpolate(text, env) {
  const errors = [];
  const unset = [];
  let i = 0;
  const isSet = (name) => Object.hasOwn(env, name);
  const value = (name) => (isSet(name) ? String(env[name]) : '');

  // Reads up to the `}` closing the current braces, honouring nested `${...}`; answers the raw text.
  const readBraced = () => {
    let depth = 1;
    const start = i;
    while (i < text.length) {
      if (text[i] === '$' && text[i + 1] === '$') {
        i += 2;
        continue;
      }
      if (text[i] === '$' && text[i + 1] === '{') {
        depth += 1;
        i += 2;
        continue;
      }
      if (text[i] === '}') {
        depth -= 1;
        if (depth === 0) {
          i += 1;
          return text.slice(start, i - 1);
        }
      }
      i += 1;
    }
    throw new Error(`unclosed \${ in ${JSON.stringify(text)}`);
  };

  const expand = (inner) => {
    const m = NAME.exec(inner);
    if (!m) throw new Error(`invalid interpolation \${${inner}}`);
    const name = m[0];
    const rest = inner.slice(name.length);
    if (rest === '') {
      if (!isSet(name)) unset.push(name);
      return value(name);
    }
    const op = /^(:-|-|:\?|\?|:\+|\+)/.exec(rest);
    if (!op) throw new Error(`invalid interpolation \${${inner}}`);
    const arg = rest.slice(op[1].length);
    const nested = () => {
      const r = interpolate(arg, env);
      errors.push(...r.errors);
      unset.push(...r.unset);
      return r.value;
    };
    const empty = !isSet(name) || value(name) === '';
    switch (op[1]) {
      case ':-':
        return empty ? nested() : value(name);
      case '-':
        return isSet(name) ? value(name) : nested();
      case ':?':
        if (empty) errors.push(`${name}: ${nested() || 'required'}`);
        return value(name);
      case '?':
        if (!isSet(name)) errors.push(`${name}: ${nested() || 'required'}`);
        return value(name);
      case ':+':
        return empty ? '' : nested();
      default:
        return isSet(name) ? nested() : '';
    }
  };

  let out = '';
  while (i < text.length) {
    const c = text[i];
    if (c !== '$') {
      out += c;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{') {
      i += 2;
      out += expand(readBraced());
    } else {
      const m = NAME.exec(text.slice(i + 1));
      if (m) {
        if (!isSet(m[0])) unset.push(m[0]);
        out += value(m[0]);
        i += 1 + m[0].length;
      } else {
        out += '$';
        i += 1;
      }
    }
  }
  return { value: out, errors, unset };
}

/** Every string value of the document substituted (keys are not), with the errors and unset names of all. */
function interpolateTree(node, env, path, found) {
  if (typeof node === 'string') {
    let r;
    try {
      r = interpolate(node, env);
    } catch (err) {
      found.errors.push(`${path}: ${err.message}`);
      return node;
    }
    for (const e of r.errors) found.errors.push(`${path}: ${e}`);
    for (const u of r.unset) found.unset.add(u);
    return r.value;
  }
  if (Array.isArray(node)) return node.map((v, k) => interpolateTree(v, env, `${path}[${k}]`, found));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateTree(v, env, `${path}.${k}`, found)]));
  }
  return node;
}

let validator = null;
function schemaValidator() {
  if (validator) return validator;
  const schema = JSON.parse(readFileSync(join(here, 'compose-spec/compose-spec.json'), 'utf8'));
  // The schema is draft-07 with a few keywords ajv does not know (deprecated); strict mode would refuse them.
  const ajv = new Ajv({ allErrors: true, strict: false });
  // The schema names draft-07 by its https address; ajv knows the same meta-schema under http.
  const draft07 = JSON.parse(readFileSync(join(root, 'node_modules/ajv/dist/refs/json-schema-draft-07.json'), 'utf8'));
  ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
  validator = ajv.compile(schema);
  return validator;
}

const dependsOn = (service) =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

/**
 * `docker compose --profile <profiles> config` without a client: answers { config, services, errors, unset }.
 * `errors` holds what would stop Compose (a required variable, a dependency outside the profile, a schema
 * violation); `unset` the variables it would warn about.
 */
export function renderCompose(yamlText, { profiles, env }) {
  // `merge: true` resolves the `<<:` keys as Compose does.
  const doc = parse(yamlText, { merge: true });
  const found = { errors: [], unset: new Set() };
  const config = interpolateTree(doc, env, '', found);
  const errors = [...found.errors];
  const active = Object.entries(config.services ?? {}).filter(
    ([, s]) => !s.profiles || s.profiles.some((p) => profiles.includes(p)),
  );
  const names = new Set(active.map(([n]) => n));
  for (const [name, service] of active) {
    for (const dep of dependsOn(service)) {
      const required = Array.isArray(service.depends_on) || service.depends_on[dep]?.required !== false;
      if (required && !names.has(dep)) errors.push(`service ${name} depends on ${dep}, which is not in profile ${profiles.join(',')}`);
    }
    if (!service.image && !service.build) errors.push(`service ${name}: neither image nor build`);
  }
  const validate = schemaValidator();
  if (!validate(config)) {
    for (const e of validate.errors ?? []) errors.push(`schema: ${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  }
  return { config, services: Object.fromEntries(active), errors, unset: [...found.unset].sort() };
}

/** The profiles compose.yaml's services name. */
export function profilesOf(yamlText) {
  const doc = parse(yamlText, { merge: true });
  return [...new Set(Object.values(doc.services ?? {}).flatMap((s) => s.profiles ?? []))].sort();
}

/**
 * The variables each profile needs from .env: the ones its services' settings name. compose.yaml's own list
 * (its header) is the contract; this is what a check compares against.
 */
export const PROFILE_VARIABLES = {
  embedded: {},
  scaled: {
    POSTGRES_PASSWORD: 'a-postgres-password',
    S3_SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    GARAGE_RPC_SECRET: 'fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210',
  },
};

export function readCompose() {
  return readFileSync(join(root, 'compose.yaml'), 'utf8');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readCompose();
  let bad = 0;
  for (const profile of profilesOf(text)) {
    const r = renderCompose(text, { profiles: [profile], env: PROFILE_VARIABLES[profile] ?? {} });
    for (const e of r.errors) console.error(`compose.yaml --profile ${profile}: ${e}`);
    bad += r.errors.length;
  }
  process.exitCode = bad ? 1 : 0;
}
