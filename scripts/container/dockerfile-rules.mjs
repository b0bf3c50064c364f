// hadolint-class rules for the Dockerfile and the images of compose.yaml (hadolint itself is in neither Debian 12 nor
// npm). Each problem names the rule as hadolint numbers it where it has one, so its documentation explains it.

/** Instructions with continuation lines joined and comments dropped: { keyword, args, line } (line 1-based). */
export function instructions(text) {
  const out = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    if (/^\s*(#|$)/.test(first)) continue;
    const start = i;
    let joined = first;
    while (/\\\s*$/.test(joined) && i + 1 < lines.length) {
      i += 1;
      if (/^\s*#/.test(lines[i])) continue;
      joined = joined.replace(/\\\s*$/, ' ') + lines[i];
    }
    const m = /^\s*([A-Za-z]+)\s*(.*)$/.exec(joined);
    if (m) out.push({ keyword: m[1].toUpperCase(), args: m[2].trim(), line: start + 1 });
  }
  return out;
}

/** The stages: { from, alias, image (ARG defaults substituted), steps } in order, and the global ARG defaults. */
export function stages(text) {
  const args = {};
  const list = [];
  for (const ins of instructions(text)) {
    if (ins.keyword === 'ARG' && list.length === 0) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(ins.args);
      if (m) args[m[1]] = (m[2] ?? '').replace(/^"(.*)"$/, '$1');
      continue;
    }
    if (ins.keyword === 'FROM') {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args);
      const raw = m ? m[1] : ins.args;
      const image = raw.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, n) => args[n] ?? '');
      list.push({ from: raw, image, alias: m?.[2] ?? null, line: ins.line, steps: [] });
      continue;
    }
    list.at(-1)?.steps.push(ins);
  }
  return { args, stages: list };
}

/** An exact version tag: 24.21.0-bookworm-slim, v2.3.0, 15.15-bookworm; not 24-bookworm-slim, latest, lts or none. */
export function exactTagProblem(ref) {
  const noDigest = ref.split('@')[0];
  const slash = noDigest.lastIndexOf('/');
  const colon = noDigest.lastIndexOf(':');
  if (colon <= slash) return 'has no tag (it means :latest)';
  const tag = noDigest.slice(colon + 1);
  if (tag === 'latest') return 'is :latest';
  if (!/^v?\d+\.\d+(\.\d+)*([-_.][A-Za-z0-9.-]+)?$/.test(tag)) return `tag ${tag} is not an exact version (major.minor at least)`;
  return null;
}

const INSTALLS = /\bnpm\s+(ci|install|i)\b/;
const WHOLE_CONTEXT = /^(--\S+\s+)*(\.|\.\/)\s+(\S+)$/;

/**
 * The text of what a RUN runs: its own, plus that of each shell script it starts from the build context (found
 * through the COPY that put it there, or under a WORKDIR the whole context was copied to). A script taking a step
 * as its first argument (`build.sh deps`) counts for that `case` branch only.
 */
function runText(args, copies, workdir, readContextFile) {
  let text = args;
  if (!readContextFile) return text;
  for (const m of args.matchAll(/(?:^|\s)(?:sh|bash)\s+(\S+\.sh)(?:\s+([A-Za-z][\w-]*))?/g)) {
    const [, path, step] = m;
    const abs = path.startsWith('/') ? path : `${workdir.replace(/\/$/, '')}/${path}`;
    let source = null;
    for (const c of copies) {
      if (c.dest === abs) source = c.src;
      else if (c.whole && abs.startsWith(`${c.dest.replace(/\/$/, '')}/`)) source = abs.slice(c.dest.replace(/\/$/, '').length + 1);
    }
    const script = source ? readContextFile(source) : null;
    if (!script) continue;
    const branch = step ? new RegExp(`^\\s*${step}\\)([\\s\\S]*?);;`, 'm').exec(script) : null;
    text += `\n${branch ? branch[1] : script}`;
  }
  return text;
}

/**
 * Problems of a Dockerfile's text, each `line: [rule] message`. `readContextFile(path)` (a path in the build
 * context; null when missing) lets the rules read the scripts a RUN starts.
 */
export function dockerfileProblems(text, readContextFile = null) {
  const problems = [];
  const add = (line, rule, msg) => problems.push(`${line}: [${rule}] ${msg}`);
  const { stages: list } = stages(text);
  if (list.length === 0) return ['1: [DL-FROM] no FROM'];
  const byAlias = new Map();
  for (const stage of list) {
    const parent = byAlias.get(stage.image);
    if (!parent && stage.image !== 'scratch') {
      const p = exactTagProblem(stage.image);
      if (p) add(stage.line, 'DL3006/DL3007', `base image ${stage.image} ${p}: pin an exact version tag`);
    }
    // What the stage inherits: a stage built FROM another carries its steps' effects.
    const inherited = parent ? parent.state : { copiedWhole: false, copiedLock: false, copies: [], workdir: '/' };
    const state = { ...inherited, copies: [...inherited.copies] };
    for (const step of stage.steps) {
      const { keyword, args, line } = step;
      if (keyword === 'WORKDIR') state.workdir = args.startsWith('/') ? args : `${state.workdir.replace(/\/$/, '')}/${args}`;
      if (keyword === 'COPY' || keyword === 'ADD') {
        if (!/--from=/.test(args)) {
          const whole = WHOLE_CONTEXT.exec(args);
          if (whole) {
            state.copiedWhole = true;
            state.copies.push({ whole: true, dest: whole[3] === '.' ? state.workdir : whole[3] });
          } else {
            const parts = args.replace(/^(--\S+\s+)*/, '').split(/\s+/);
            if (parts.length === 2) state.copies.push({ whole: false, src: parts[0], dest: parts[1] });
          }
          if (/\bpackage-lock\.json\b/.test(args)) state.copiedLock = true;
        }
        if (keyword === 'ADD' && !/https?:\/\/|\.tar(\.\w+)?\b|\.tgz\b/.test(args)) add(line, 'DL3020', 'ADD of local files: use COPY');
      }
      if (keyword === 'RUN') {
        if (INSTALLS.test(runText(args, state.copies, state.workdir, readContextFile))) {
          if (state.copiedWhole) {
            add(line, 'npm-ci-layer', 'dependencies installed after the whole tree was copied: every source change reinstalls them; copy package.json and package-lock.json, install, then copy the rest');
          } else if (!state.copiedLock) {
            add(line, 'npm-ci-layer', 'dependencies installed without package-lock.json copied first: npm ci needs the lockfile');
          }
        }
        if (/\bapt-get\s+install\b/.test(args) && !/--no-install-recommends/.test(args)) add(line, 'DL3015', 'apt-get install without --no-install-recommends');
        if (/\bsudo\b/.test(args)) add(line, 'DL3004', 'sudo in RUN');
      }
      if ((keyword === 'CMD' || keyword === 'ENTRYPOINT') && !args.startsWith('[')) {
        add(line, 'DL3025', `${keyword} in shell form: use the exec form (JSON array), so the process gets the signals`);
      }
      if (keyword === 'HEALTHCHECK' && /\bCMD\s+(?!\[)/.test(args)) add(line, 'DL3025', 'HEALTHCHECK CMD in shell form: use the exec form');
      if (keyword === 'WORKDIR' && !/^(\/|\$)/.test(args)) add(line, 'DL3000', `WORKDIR ${args} is not absolute`);
      if (keyword === 'MAINTAINER') add(line, 'DL4000', 'MAINTAINER is deprecated: use a LABEL');
    }
    stage.state = state;
    if (stage.alias) byAlias.set(stage.alias, stage);
  }
  const final = list.at(-1);
  const users = final.steps.filter((s) => s.keyword === 'USER');
  const user = users.at(-1);
  if (!user) add(final.line, 'DL3002', 'the final stage sets no USER: the service would run as root');
  else if (/^(root|0)(:|$)/.test(user.args)) add(user.line, 'DL3002', 'the last USER is root');
  const cmd = final.steps.filter((s) => s.keyword === 'CMD').at(-1) ?? [...list].reverse().flatMap((s) => s.steps).find((s) => s.keyword === 'CMD');
  if (!cmd) add(final.line, 'DL-CMD', 'no CMD');
  return problems;
}

/** Problems of the images a rendered compose file's services use: our own build, or an exact version tag. */
export function composeImageProblems(services) {
  const problems = [];
  for (const [name, service] of Object.entries(services)) {
    if (service.build) continue;
    if (!service.image) continue;
    const p = exactTagProblem(service.image);
    if (p) problems.push(`service ${name}: image ${service.image} ${p}: pin an exact version tag`);
  }
  return problems;
}
