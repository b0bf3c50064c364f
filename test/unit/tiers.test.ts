import { globSync, readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.js';

/**
 * Issue 35: the tiers are chosen by folder (vitest.config.ts), and a tier's npm script installs what its files start.
 * A test file starts an engine by calling one of the helpers below (directly: a helper that only defines or wraps
 * them does not count, its caller does); a project's global set-up counts as one of its files.
 */
const STARTERS: Array<{ what: string; installer: string; call: RegExp }> = [
  {
    what: 'PostgreSQL and Redis',
    installer: '.ci/install-engines.sh',
    call: /\b(startPostgres|startRedis|startFleet|twoApiProcesses|startScaledTestApp)\(/,
  },
  { what: 'the Ceph RADOS Gateway', installer: '.ci/install-s3.sh', call: /\bstartS3Gateway\(/ },
  { what: 'Chromium', installer: '.ci/install-browser.sh', call: /\bchromium\.launch\(/ },
  { what: 'LibreOffice', installer: '.ci/install-office.sh', call: /\bfindOfficeEngine\(/ },
];

interface Project {
  name: string;
  include: string[];
  exclude: string[];
  globalSetup: string[];
}

const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

const projects: Project[] = (config.test?.projects ?? []).map((p) => {
  const test = (p as { test?: Record<string, unknown> }).test ?? {};
  return { name: String(test.name), include: list(test.include), exclude: list(test.exclude), globalSetup: list(test.globalSetup) };
});

const testFiles = globSync('test/**/*.test.ts').map((f) => f.split('\\').join('/')).sort();

const filesOf = (p: Project): string[] =>
  testFiles.filter((f) => p.include.some((g) => matchesGlob(f, g)) && !p.exclude.some((g) => matchesGlob(f, g)));

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The npm scripts that run a project by name, and what each installs first. */
function scriptsRunning(project: string): Array<{ script: string; installs: string[] }> {
  return Object.entries(scripts)
    .filter(([, line]) => new RegExp(`--project ${project}(\\s|$)`).test(line))
    .map(([script, line]) => ({ script, installs: STARTERS.map((s) => s.installer).filter((i) => line.includes(i)) }));
}

/** What a project's files (and global set-up) start: each installer with the files that need it. */
function started(p: Project): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...p.globalSetup, ...filesOf(p)]) {
    const text = readFileSync(file, 'utf8');
    for (const s of STARTERS) if (s.call.test(text)) found.set(s.installer, [...(found.get(s.installer) ?? []), file]);
  }
  return found;
}

describe('test tiers', () => {
  it('put every test file in exactly one of unit, embedded, engines and s3, by its folder', () => {
    const tiers = projects.filter((p) => ['unit', 'embedded', 'engines', 's3'].includes(p.name));
    expect(tiers.map((p) => p.name).sort()).toEqual(['embedded', 'engines', 's3', 'unit']);
    const homes = testFiles.map((f) => ({ f, in: tiers.filter((p) => filesOf(p).includes(f)).map((p) => p.name) }));
    expect(homes.filter((h) => h.in.length !== 1)).toEqual([]);
    const tierOf = (f: string) => homes.find((h) => h.f === f)?.in[0];
    // The folder decides, so a file put there is in the tier without anyone listing it.
    expect(tierOf('test/unit/tiers.test.ts')).toBe('unit');
    expect(tierOf(testFiles.find((f) => f.startsWith('test/core/'))!)).toBe('unit');
    expect(tierOf(testFiles.find((f) => f.startsWith('test/system/scaled/'))!)).toBe('engines');
    expect(tierOf(testFiles.find((f) => f.startsWith('test/system/s3/'))!)).toBe('s3');
    expect(tierOf('test/http/jobs-api.test.ts')).toBe('embedded');
    // The unit tier is its two folders, not a hand list.
    const unit = filesOf(tiers.find((p) => p.name === 'unit')!);
    expect(unit.filter((f) => f.startsWith('test/unit/') || f.startsWith('test/core/'))).toEqual(unit);
  });

  for (const p of projects) {
    it(`${p.name}: the npm script that runs it installs what its files start`, () => {
      const runners = scriptsRunning(p.name);
      expect(runners.length, `no npm script runs --project ${p.name}`).toBeGreaterThan(0);
      const needs = started(p);
      for (const { script, installs } of runners) {
        const missing = [...needs].filter(([installer]) => !installs.includes(installer)).map(([i, files]) => `${i}: ${files.join(' ')}`);
        expect(missing, `npm run ${script}`).toEqual([]);
      }
    });
  }

  it('the unit tier starts nothing', () => {
    expect([...started(projects.find((p) => p.name === 'unit')!)]).toEqual([]);
  });
});
