/**
 * scripts/build.mjs --if-stale, as npm start runs it before every start, on a checkout of two source files: it
 * builds when dist/ is missing, does nothing when the sources are the ones built, builds again when a file is
 * edited or removed, and several starts at once build once and leave a whole tree.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratch, type Scratch } from '../helpers/scratch.js';

const run = promisify(execFile);
let s: Scratch;

/** Runs the checkout's build as npm start does and returns what it printed (one line when it built). */
async function buildIfStale(): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: s.dir });
  return stdout + stderr;
}

/** What the built module exports, run as plain JavaScript. */
async function builtValue(file: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(join(s.dir, 'dist/src', file))}); console.log(JSON.stringify(m.value));`]);
  return JSON.parse(stdout) as unknown;
}

beforeAll(async () => {
  s = await scratch('gt-build-if-stale');
  await mkdir(join(s.dir, 'scripts'));
  await cp('scripts/build.mjs', join(s.dir, 'scripts/build.mjs'));
  await cp('tsconfig.json', join(s.dir, 'tsconfig.json'));
  await writeFile(join(s.dir, 'package.json'), JSON.stringify({ name: 'probe', version: '1.2.3', type: 'module' }));
  await symlink(join(process.cwd(), 'node_modules'), join(s.dir, 'node_modules'), 'dir');
  for (const dir of ['src/i18n/locales', 'src/storage/pg/migrations', 'commands', 'public']) await mkdir(join(s.dir, dir), { recursive: true });
  await writeFile(join(s.dir, 'src/i18n/locales/en.ftl'), 'hello = Hello\n');
  await writeFile(join(s.dir, 'src/a.ts'), "import { b } from './b.js';\nexport const value: string = `a+${b}`;\n");
  await writeFile(join(s.dir, 'src/b.ts'), 'export const b: number = 1;\n');
});
afterAll(async () => {
  await s.done();
});

describe('scripts/build.mjs --if-stale', () => {
  it('builds a missing dist/, keeps a current one, and builds again after an edit or a removal', async () => {
    expect(await buildIfStale()).toMatch(/^built dist\/ from 3 source files/);
    expect(await builtValue('a.js')).toBe('a+1');
    expect(await readFile(join(s.dir, 'dist/src/i18n/locales/en.ftl'), 'utf8')).toBe('hello = Hello\n');
    expect(JSON.parse(await readFile(join(s.dir, 'dist/package.json'), 'utf8'))).toMatchObject({ version: '1.2.3', type: 'module' });
    const stamp = (await stat(join(s.dir, 'dist/.sources'))).mtimeMs;

    expect(await buildIfStale()).toBe('');
    expect((await stat(join(s.dir, 'dist/.sources'))).mtimeMs).toBe(stamp);

    await writeFile(join(s.dir, 'src/b.ts'), 'export const b: number = 22;\n');
    expect(await buildIfStale()).toMatch(/^built/);
    expect(await builtValue('a.js')).toBe('a+22');

    await writeFile(join(s.dir, 'src/a.ts'), 'export const value: string = "alone";\n');
    await rm(join(s.dir, 'src/b.ts'));
    expect(await buildIfStale()).toMatch(/^built dist\/ from 2 source files/);
    expect(await builtValue('a.js')).toBe('alone');
    await expect(stat(join(s.dir, 'dist/src/b.js'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('builds once when three starts find dist/ missing at the same time', async () => {
    await rm(join(s.dir, 'dist'), { recursive: true });
    const outputs = await Promise.all([buildIfStale(), buildIfStale(), buildIfStale()]);
    expect(outputs.filter((o) => o.startsWith('built'))).toHaveLength(1);
    expect(await builtValue('a.js')).toBe('alone');
    // Nothing left beside dist/: no lock, no half-built or replaced tree.
    const { stdout } = await run('ls', ['-A', s.dir]);
    expect(stdout.split('\n').filter(Boolean).sort()).toEqual(['dist', 'node_modules', 'package.json', 'public', 'scripts', 'src', 'tsconfig.json', 'commands'].sort());
  });
});
