import { describe, expect, it } from 'vitest';
import { SEED_PARAM_KEYS } from '../../../src/core/tools/params.js';
import { CATALOGUE } from '../../../src/tools/catalogue.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { pdfTools } from '../../../src/tools/pdf/index.js';

describe('pdf tool set', () => {
  it('holds exactly the 28 pdf tools of the catalogue, with their slugs and operations', () => {
    const expected = CATALOGUE.filter((c) => c.category === 'pdf');
    expect(expected).toHaveLength(28);
    expect(pdfTools.map((t) => [t.slug, t.operation, t.kind]).sort()).toEqual(
      expected.map((c) => [c.slug, c.operation, c.kind]).sort(),
    );
    // The registry refuses any drift from the catalogue.
    const registry = createToolRegistry(pdfTools);
    expect(registry.all()).toHaveLength(28);
  });

  it('uses only seed parameter names and accepts only detected MIME types', () => {
    for (const tool of pdfTools) {
      for (const key of Object.keys(tool.params.shape)) expect(SEED_PARAM_KEYS).toContain(key);
      expect(tool.accepts.length).toBeGreaterThan(0);
      expect(tool.description.length).toBeGreaterThan(20);
    }
  });
});
