import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYERS, type Layer } from '../../../eslint.layers.js';
import { architectureDiagram, BEGIN, END, withDiagram } from '../../../scripts/docs/architecture.js';

/**
 * Issue 35: README "Architecture" draws the lint's layer table; when one changes without the other, this fails
 * (`npx tsx scripts/docs/architecture.ts --write` redraws it).
 */
const readme = readFileSync('README.md', 'utf8');

describe('README architecture diagram', () => {
  it('is the one the layer table draws', () => {
    const start = readme.indexOf(BEGIN);
    const end = readme.indexOf(END);
    expect(start).toBeGreaterThan(0);
    expect(readme.slice(start + BEGIN.length, end).trim()).toBe(architectureDiagram().trim());
    expect(withDiagram(readme, architectureDiagram())).toBe(readme);
  });

  it('draws a box per layer and an arrow per allowed import, and changes when the table does', () => {
    const diagram = architectureDiagram();
    for (const layer of LAYERS) expect(diagram).toContain(`    ${layer.type}["<b>${layer.type}</b>`);
    expect(diagram).toContain('  telegram --> bots\n');
    expect(diagram).not.toMatch(/^ {2}discord --> telegram$/m);
    // A layer allowed one more import draws one more arrow; a layer without the core is named in the note.
    const moved: Layer[] = LAYERS.map((l) => (l.type === 'discord' ? { ...l, may: [...l.may, 'telegram'] } : l));
    expect(architectureDiagram(moved)).toMatch(/^ {2}discord --> telegram$/m);
    const noCore: Layer[] = LAYERS.map((l) => (l.type === 'wire' ? { ...l, may: [] } : l));
    expect(architectureDiagram(noCore)).toContain('every layer but `wire` may import `core`');
  });
});
