import { describe, expect, it } from 'vitest';
import { COMMANDS, argOptions, convert, findCommand, price, runCommand, tools, watch } from '../../../commands/index.js';
import { parseParamText } from '../../../commands/convert.js';
import { parsePrice } from '../../../src/core/chat/parse-price.js';
import { toolPage, toolsForMime } from '../../../src/core/chat/tool-catalog.js';
import { takesAnyFile, takesType } from '../../../src/core/tools/accepts.js';
import { createToolRegistry } from '../../../src/tools/index.js';

describe('shared command definitions', () => {
  it('have names and descriptions both platforms accept', () => {
    for (const c of COMMANDS) {
      expect(c.name).toMatch(/^[a-z0-9_]{1,32}$/);
      expect(c.description.length).toBeGreaterThan(0);
      expect(c.description.length).toBeLessThanOrEqual(100);
      expect(findCommand(c.name.toUpperCase())).toBe(c);
    }
    expect(argOptions(watch)).toEqual([
      { name: 'game', description: 'Store app id or game title', type: 'string', required: true },
      // Issue 28 item 7: with rules the price may be left out.
      { name: 'price', description: 'Target price in the region currency, e.g. 9.99', type: 'number', required: false },
      { name: 'region', description: 'Two-letter country code, e.g. us, de, gb', type: 'string', required: false },
      { name: 'rules', description: 'Also alert on: cut>=75, low, official, since (words, any order)', type: 'string', required: false },
    ]);
  });

  it('read their arguments from chat text', () => {
    expect(price.fromText('half life 2 de')).toEqual({ game: 'half life 2', region: 'de' });
    expect(price.fromText('portal')).toEqual({ game: 'portal' });
    // "it" is a country code, but a lone word is the title.
    expect(price.fromText('it')).toEqual({ game: 'it' });
    expect(watch.fromText('elden ring 19,99')).toEqual({ game: 'elden ring', price: 19.99, region: undefined });
    expect(watch.fromText('620 $5 gb')).toEqual({ game: '620', price: 5, region: 'gb' });
    expect(convert.fromText('image-resize width=20 https://youtu.be/x')).toEqual({
      tool: 'image-resize',
      params: 'width=20',
      url: 'https://youtu.be/x',
    });
    expect(tools.fromText('pdf 2')).toEqual({ query: 'pdf', page: '2' });
    expect(parseParamText('width=200 height=100')).toEqual({ width: '200', height: '100' });
    expect(() => parseParamText('width 200')).toThrow(/"width" is not a parameter/);
  });

  it('refuse bad arguments with the field and the usage', async () => {
    const ctx = { services: {} as never, caller: {} as never };
    await expect(runCommand(watch, ctx, { game: 'x', price: 'cheap' })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'price' },
    });
    await expect(runCommand(price, ctx, { region: 'usa' })).rejects.toThrow(/^game: is required\. Usage: \/price/);
  });

  it('target prices are read leniently but never wrongly', () => {
    expect(['9.99', '9,99', '$9.99', '9.99€', 'EUR 9.99', '10'].map(parsePrice)).toEqual([9.99, 9.99, 9.99, 9.99, 9.99, 10]);
    expect(['-5', 'abc', '1.234', '', '1e3'].map(parsePrice)).toEqual([null, null, null, null, null]);
  });
});

describe('tool catalogue for chats', () => {
  const registry = createToolRegistry();
  it('pages by category and by words', () => {
    const pdf = toolPage(registry, 'pdf');
    expect(pdf.tools.every((t) => t.category === 'pdf')).toBe(true);
    expect(pdf.total).toBeGreaterThan(pdf.tools.length);
    expect(toolPage(registry, 'pdf', 99).page).toBe(pdf.pageCount);
    const words = toolPage(registry, 'grayscale');
    expect(words.tools.map((t) => t.slug)).toContain('image-grayscale');
    expect(toolPage(registry, 'zzz nothing').total).toBe(0);
    expect(toolPage(registry, undefined).total).toBe(registry.all().length);
  });

  it('finds a tool by the words its reader sees as well as by the English ones', () => {
    const german = (t: { slug: string }) => (t.slug === 'image-crop' ? 'Bild zuschneiden' : '');
    expect(toolPage(registry, 'zuschneiden').total).toBe(0);
    expect(toolPage(registry, 'Zuschneiden', 1, german).tools.map((t) => t.slug)).toEqual(['image-crop']);
    expect(toolPage(registry, 'crop image', 1, german).tools.map((t) => t.slug)).toContain('image-crop');
  });

  it('offers for a file type only the upload tools that accept it', () => {
    const forPdf = toolsForMime(registry, 'application/pdf');
    expect(forPdf.map((t) => t.slug)).toContain('pdf-to-png');
    expect(forPdf.every((t) => t.kind === 'upload' && takesType(registry.get(t.slug)!.accepts, 'application/pdf'))).toBe(true);
    // A type no tool names is offered only the tools that take any file.
    expect(toolsForMime(registry, 'application/x-nothing').every((t) => takesAnyFile(registry.get(t.slug)!.accepts))).toBe(true);
  });
});
