import { describe, expect, it } from 'vitest';
import { ANY_FILE, takesAnyFile } from '../../src/core/tools/accepts.js';
import { EXACT_MIME, ToolRegistry } from '../../src/core/tools/tool.registry.js';
import { TOOL_CATEGORIES, outputLabel } from '../../src/core/tools/tool.types.js';
import type { ToolDefinition } from '../../src/core/tools/tool.types.js';
import { ALL_TOOLS, createToolRegistry } from '../../src/tools/index.js';
import { CATALOGUE } from './catalogue.js';

/** A definition with only the fields the catalogue fixes, for readable failure messages. */
const row = (t: Pick<ToolDefinition, 'id' | 'slug' | 'operation' | 'kind' | 'category'>) => ({
  id: t.id,
  slug: t.slug,
  operation: t.operation,
  kind: t.kind,
  category: t.category,
});

describe('the tool definitions against the fixed catalogue (tools-catalogue.md)', () => {
  it('give every catalogue row exactly one definition, equal in id, slug, operation, kind and category', () => {
    for (const c of CATALOGUE) {
      const matches = ALL_TOOLS.filter((t) => t.slug === c.slug || t.id === c.id || t.operation === c.operation);
      expect(matches.map(row), c.slug).toEqual([row(c)]);
    }
  });

  it('let no definition drift: one beyond the catalogue takes a new slug, operation and a later id', () => {
    const lastId = Math.max(...CATALOGUE.map((c) => c.id));
    const known = new Set(CATALOGUE.map((c) => c.slug));
    for (const t of ALL_TOOLS.filter((d) => !known.has(d.slug))) {
      expect(t.id, t.slug).toBeGreaterThan(lastId);
      expect(CATALOGUE.some((c) => c.operation === t.operation), t.slug).toBe(false);
      expect(TOOL_CATEGORIES, t.slug).toContain(t.category);
    }
  });

  it('list every definition once, in id order, whatever order the categories hand them over', () => {
    const registry = createToolRegistry();
    const ids = registry.all().map((t) => t.id);
    expect(ids).toHaveLength(ALL_TOOLS.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new ToolRegistry([...ALL_TOOLS].reverse()).all().map((t) => t.slug)).toEqual(registry.all().map((t) => t.slug));
    expect(registry.info('image-grayscale')?.id).toBe(16);
  });

  it('declare machine-checkable types: exact accepted types, and an output that is one MIME type or a rule', () => {
    for (const t of ALL_TOOLS) {
      if (t.kind === 'url') expect(t.accepts, t.slug).toEqual([]);
      else expect(t.accepts.length, t.slug).toBeGreaterThan(0);
      // A tool that takes any file says so alone: ANY_FILE beside named types would mean nothing more.
      if (takesAnyFile(t.accepts)) expect(t.accepts, t.slug).toEqual([ANY_FILE]);
      else for (const mime of t.accepts) expect(mime, t.slug).toMatch(EXACT_MIME);
      if (typeof t.output === 'string') expect(t.output, t.slug).toMatch(EXACT_MIME);
      else expect(typeof t.output.resolve, t.slug).toBe('function');
      expect(outputLabel(t).length, t.slug).toBeGreaterThan(0);
    }
  });

  it('refuse two tools with one id, slug or operation, and a fixed output that is not one MIME type', () => {
    const [a, b] = ALL_TOOLS;
    expect(() => new ToolRegistry([a, { ...b, id: a.id }])).toThrow(/duplicate id/);
    expect(() => new ToolRegistry([a, { ...b, slug: a.slug }])).toThrow(/duplicate slug/);
    expect(() => new ToolRegistry([a, { ...b, operation: a.operation }])).toThrow(/duplicate operation/);
    expect(() => new ToolRegistry([{ ...a, output: 'image/*' }])).toThrow(/not one MIME type/);
  });
});
