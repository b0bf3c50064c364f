/* global process, console, performance */
// `npm run build` (and `npm start`, with --if-stale): compiles src/ and commands/ to dist/ so the service runs as plain
// JavaScript, without the TypeScript loader and its per-call costs (tsx keeps every function's name with a
// defineProperty per closure made; docs/performance.md). esbuild transpiles file by file, no bundling and no type
// check (`npm run check` is the type check): about 1 s of CPU for the whole tree, where tsc takes 18 s and 1 GB.
// The compiled tree keeps the source layout (dist/src, dist/commands), so what the code resolves from its own file
// (package.json, public/, the locales, the SQL migrations, worker-thread and child-process entries as .js) points
// into dist/: the build puts those there.
//
// --if-stale builds only when dist/ is missing or was built from other sources: the stamp is a digest of every
// file's path, size and modification time under src/ and commands/, plus this script, package.json and
// tsconfig.json. Several `npm start`s of one checkout may begin at once (a fleet's api, worker and bots): one builds
// under a lock while the others wait, and a build goes to a folder of its own that replaces dist/ by renames only,
// so a running process never sees a half-written tree.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const STAMP = '.sources';
const SOURCES = ['src', 'commands'];
const INPUTS = ['scripts/build.mjs', 'package.json', 'tsconfig.json'];

/** Every file under `dir`, as paths relative to the checkout. */
function filesUnder(dir, out = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
  return out;
}

/** What the tree is built from: a file added, removed, edited or checked out again changes it. */
function sourcesDigest(files) {
  const hash = createHash('sha256');
  for (const file of [...files, ...INPUTS].sort()) {
    const s = statSync(join(root, file));
    hash.update(`${file}\0${s.size}\0${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function builtFrom() {
  try {
    return readFileSync(join(dist, STAMP), 'utf8').trim();
  } catch {
    return '';
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** One builder per checkout; a lock whose process is gone (or that is older than any build) is taken over. */
function lock() {
  const path = join(root, 'dist.lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    let holder;
    let age;
    try {
      holder = Number(readFileSync(path, 'utf8'));
      age = Date.now() - statSync(path).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    // An empty file is a holder between creating and writing it, unless it has stayed empty for long.
    if ((holder > 0 && !alive(holder)) || age > 120_000) rmSync(path, { force: true });
    else if (Date.now() > deadline) throw new Error(`${path} is held by process ${holder}; remove it if no build runs`);
    else sleep(100);
  }
}

async function build(files, digest) {
  const esbuild = await import('esbuild');
  const out = join(root, `dist.${process.pid}.tmp`);
  rmSync(out, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => join(root, f)),
    outdir: out,
    outbase: root,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    absWorkingDir: root,
  });
  // Ends esbuild's service process now (it would linger until this one exits) and waits for it.
  await esbuild.stop();
  // The message catalogue is read from beside its loader, one .ftl file per locale; likewise the migrations.
  for (const dir of ['src/i18n/locales', 'src/storage/pg/migrations']) {
    mkdirSync(join(out, dir), { recursive: true });
    cpSync(join(root, dir), join(out, dir), { recursive: true });
  }
  // Only what the code reads: the version, and "type": "module" for the compiled files.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(out, 'package.json'), `${JSON.stringify({ name: pkg.name, version: pkg.version, type: 'module', private: true }, null, 2)}\n`);
  // A link, not a copy: the pages' assets stay the ones in the checkout (and in the image, next to dist/).
  symlinkSync('../public', join(out, 'public'), 'dir');
  writeFileSync(join(out, 'main.js'), "// The production entry point; see scripts/build.mjs.\nimport './src/main.js';\n");
  writeFileSync(join(out, STAMP), `${digest}\n`);
  const old = join(root, `dist.${process.pid}.old`);
  try {
    renameSync(dist, old);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  renameSync(out, dist);
  rmSync(old, { recursive: true, force: true });
}

const ifStale = process.argv.includes('--if-stale');
const started = performance.now();
const files = SOURCES.flatMap((dir) => filesUnder(dir));
let digest = sourcesDigest(files);
if (!ifStale || builtFrom() !== digest) {
  const release = lock();
  try {
    // Another start may have built it while this one waited for the lock.
    const again = SOURCES.flatMap((dir) => filesUnder(dir));
    digest = sourcesDigest(again);
    if (!ifStale || builtFrom() !== digest) {
      await build(again, digest);
      const ms = performance.now() - started;
      console.error(`built ${relative(process.cwd(), dist) || 'dist'}/ from ${again.length} source files in ${(ms / 1000).toFixed(1)} s`);
    }
  } finally {
    release();
  }
}
