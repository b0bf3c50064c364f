import { describe, expect, it } from 'vitest';
import { SEED_PARAM_KEYS } from '../../../src/core/tools/params.js';
import { CATALOGUE } from '../catalogue.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { pdfTools } from '../../../src/tools/pdf/index.js';

describe('pdf tool set', () => {
  it('holds every pdf tool of the catalogue, with its slug and operation, and only pdf upload tools', () => {
    const expected = CATALOGUE.filter((c) => c.category === 'pdf').map((c) => [c.slug, c.operation, c.kind]);
    const listed = createToolRegistry(pdfTools).all();
    expect(listed.map((t) => [t.slug, t.operation, t.kind]).filter(([slug]) => expected.some(([s]) => s === slug))).toEqual(expected);
    for (const t of listed) expect([t.kind, t.category], t.slug).toEqual(['upload', 'pdf']);
  });

  it('uses only seed parameter names and accepts only detected MIME types', () => {
    for (const tool of pdfTools) {
      for (const key of Object.keys(tool.params.shape)) expect(SEED_PARAM_KEYS).toContain(key);
      expect(tool.accepts.length).toBeGreaterThan(0);
      expect(tool.description.length).toBeGreaterThan(20);
    }
  });
});
