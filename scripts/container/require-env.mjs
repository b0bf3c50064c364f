/* global process, console */
// The scaled profile's first service (compose.yaml, `scaled-settings`): it checks the variables only that profile
// needs, so they can stay optional in the file (Compose interpolates every profile's services, whichever one is
// started). Each problem is named with what to do; exit 1 stops the profile before any store starts.
// Usage: node require-env.mjs NAME=RULE ...   RULE: min8 (8 characters or more) or hex64 (64 hexadecimal digits)
const RULES = {
  min8: { ok: (v) => v.length >= 8, want: '8 characters or more', make: 'openssl rand -base64 24' },
  hex64: { ok: (v) => /^[0-9a-f]{64}$/i.test(v), want: '64 hexadecimal digits', make: 'openssl rand -hex 32' },
};

export function problems(specs, env) {
  const found = [];
  for (const spec of specs) {
    const [name, rule] = spec.split('=');
    const r = RULES[rule];
    if (!r) throw new Error(`unknown rule ${rule} for ${name}`);
    const value = env[name] ?? '';
    if (!r.ok(value)) {
      found.push(`${name}: ${value ? 'not' : 'missing; set it to'} ${r.want} in .env beside compose.yaml (e.g. ${name}=$(${r.make}))`);
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = problems(process.argv.slice(2), process.env);
  for (const p of found) console.error(p);
  if (found.length) {
    console.error('The scaled profile needs these; the embedded profile (docker compose --profile embedded up) needs none.');
    process.exit(1);
  }
  console.log('scaled profile: settings present');
}
