import { describe, expect, it } from 'vitest';
import { formParts, partButtons } from '../../../../src/bots/discord/format/convert-form.js';
import type { ToolSummary } from '../../../../src/core/chat/tool-catalog.js';

const tool = (title: string, i: number): ToolSummary => ({ id: i, slug: `t-${i}`, title, description: '', category: 'pdf', kind: 'upload' });
const named = (n: number) => Array.from({ length: n }, (_, i) => tool(`Tool ${n - i}`, i));

describe(formParts.name, () => {
  it('keeps up to 25 tools as one part, in the order given', () => {
    const tools = named(25);
    expect(formParts(tools)).toEqual([tools]);
  });

  it('cuts more tools into even parts of at most 25, sorted by title, each tool in exactly one', () => {
    for (const n of [26, 36, 51, 120]) {
      const parts = formParts(named(n));
      expect(parts).toHaveLength(Math.ceil(n / 25));
      expect(parts.every((p) => p.length <= 25)).toBe(true);
      expect(Math.max(...parts.map((p) => p.length)) - Math.min(...parts.map((p) => p.length))).toBeLessThanOrEqual(Math.ceil(n / parts.length));
      const titles = parts.flat().map((t) => t.title);
      expect(titles).toHaveLength(n);
      expect(new Set(titles).size).toBe(n);
      // Numeric order: "Tool 9" before "Tool 10".
      expect(titles.slice(0, 3)).toEqual(['Tool 1', 'Tool 2', 'Tool 3']);
    }
  });

  it('names each part’s button by its first and last titles, at most 5 buttons a row', () => {
    const rows = partButtons('cvopen:pdf:', formParts(named(130)));
    expect(rows.map((r) => r.components.length)).toEqual([5, 1]);
    expect(rows[0].components[0]).toMatchObject({ custom_id: 'cvopen:pdf:1', label: 'Tool 1 … Tool 22' });
    expect(rows[1].components[0].custom_id).toBe('cvopen:pdf:6');
  });
});
