import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTranslations, LOCALES_DIR, SOURCE_LOCALE } from '../../src/i18n/catalogue.js';
import { toolEntries, toolsFtlName } from '../../src/i18n/tool-keys.js';
import { localParamSchema, localTool, toolTitle } from '../../src/i18n/tool-words.js';
import { ALL_TOOLS, createToolRegistry } from '../../src/tools/index.js';
import { parseLocale } from './catalogue-check.js';

/**
 * The tools' words (issue 36): every registered tool has its title, description and parameter keys in en.tools.ftl
 * with the definition's English, and no key is left of a tool that is gone, so a new tool without keys fails CI
 * (the catalogue test then holds every other locale to English's keys).
 */
describe("the tools' words", () => {
  const registry = createToolRegistry(ALL_TOOLS);
  const path = join(LOCALES_DIR, toolsFtlName(SOURCE_LOCALE));
  const text = readFileSync(path, 'utf8');
  const english = buildTranslations([{ locale: 'en', path, text }]).translator('en');
  const expected = toolEntries(registry).flatMap((t) => t.entries);

  it('has a key for every tool of the registry and its parameters, with the English of the definition', () => {
    expect(registry.size).toBeGreaterThan(150);
    const wrong = expected.filter(([key, words]) => english.t(key) !== words.replace(/\s*\n\s*/g, ' ')).map(([key]) => key);
    // Out of date: run `npx tsx scripts/i18n/tool-keys.ts`, then add the keys to every locale's tools file.
    expect(wrong).toEqual([]);
  });

  it('has no key the registry does not make', () => {
    const wanted = new Set(expected.map(([key]) => key));
    const extra = [...parseLocale({ locale: 'en', path, text }).messages.keys()].filter((key) => !wanted.has(key));
    expect(extra).toEqual([]);
  });

  it("gives a tool's title, description and parameter words in the reader's language, English for a key it lacks", () => {
    const de = buildTranslations([
      { locale: 'en', path, text },
      {
        locale: 'de',
        path: 'de.tools.ftl',
        text: 'tool-pdf-merge-title = PDFs zusammenfügen\ntool-image-resize-param-width = Breite in Pixeln\n',
      },
    ]).translator('de');
    const merge = registry.info('pdf-merge')!;
    expect(localTool(de, merge).title).toBe('PDFs zusammenfügen');
    // The description falls back to English, message by message.
    expect(localTool(de, merge).description).toBe(merge.description);
    const resize = registry.info('image-resize')!;
    const props = localParamSchema(de, 'image-resize', resize.params).properties as Record<string, { description: string }>;
    expect(props.width.description).toBe('Breite in Pixeln');
    expect(props.height.description).toBe((resize.params.properties as Record<string, { description: string }>).height.description);
    // A tool with no key anywhere shows its definition's English, never the key.
    expect(toolTitle(de, { slug: 'not-a-tool', title: 'Some tool' })).toBe('Some tool');
  });
});
