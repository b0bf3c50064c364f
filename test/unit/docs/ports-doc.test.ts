import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 35: docs/ports.md is the contract of every port, so each type a `*.ports.ts` file of the core exports (an
 * interface, a type alias, or a type it re-exports) must be named there as a word.
 */
const doc = readFileSync('docs/ports.md', 'utf8');
const files = globSync('src/core/**/*.ports.ts').sort();

/** The exported type names of one ports file. */
function exportedTypes(text: string): string[] {
  const declared = [...text.matchAll(/^export\s+(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
  const reExported = [...text.matchAll(/^export\s+type\s*\{([^}]*)\}/gm)].flatMap((m) =>
    m[1].split(',').map((part) => part.trim().split(/\s+as\s+/).pop()!).filter(Boolean),
  );
  return [...declared, ...reExported];
}

const named = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(doc);

describe('docs/ports.md', () => {
  it('finds the ports files and their types', () => {
    expect(files.length).toBeGreaterThanOrEqual(26);
    expect(exportedTypes('export interface A {\nexport type B = 1;\nexport type { C, D as E };')).toEqual(['A', 'B', 'C', 'E']);
  });

  it('names every exported type of every *.ports.ts file', () => {
    const missing = files.flatMap((file) => exportedTypes(readFileSync(file, 'utf8')).filter((t) => !named(t)).map((t) => `${file}: ${t}`));
    expect(missing).toEqual([]);
  });

  it('fails for a type it does not name', () => {
    expect(named('JobStore')).toBe(true);
    expect(named('NoSuchPortAnywhere')).toBe(false);
    // A longer name that contains it is not the name.
    expect(named('Job')).toBe(doc.split(/(?<![\w$])Job(?![\w$])/).length > 1);
  });
});
