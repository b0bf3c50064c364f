import { readFile } from 'node:fs/promises';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { runTool } from '../../helpers/tool-harness.js';
import { expectDeclaredOutput } from '../declared-types.js';
import { scratch, type Scratch } from '../pdf/fixtures.js';
import { withRun } from '../pdf/harness.js';

const tool = (slug: string) => ALL_TOOLS.find((t) => t.slug === slug)!;

/** The structure every conversion starts from: nesting, a list of records, numbers, booleans and non-ASCII text. */
const CATALOG = {
  catalog: {
    title: 'Spring sale – Übersicht',
    year: 2026,
    open: true,
    owner: { name: 'Ada', email: 'ada@example.org' },
    games: [
      { id: 1, name: 'Portal', price: 9.99 },
      { id: 2, name: 'Celeste', price: 19.5 },
    ],
  },
};

let s: Scratch;
beforeAll(async () => {
  s = await scratch();
});
afterAll(() => s.done());

async function convert(slug: string, name: string, content: string): Promise<string> {
  let text = '';
  await withRun(tool(slug), { input: await s.file(name, content) }, async (res) => {
    text = await readFile(res.path, 'utf8');
  });
  return text;
}

describe('data conversions decode back to the structure they started from', () => {
  const json = JSON.stringify(CATALOG, null, 2);

  it('JSON → YAML → JSON', async () => {
    const yaml = await convert('data-to-yaml', 'c.json', json);
    expect(parseYaml(yaml)).toEqual(CATALOG);
    expect(JSON.parse(await convert('data-to-json', 'c.yaml', yaml))).toEqual(CATALOG);
  });

  it('JSON → TOML → JSON', async () => {
    const toml = await convert('data-to-toml', 'c.json', json);
    expect(parseToml(toml)).toEqual(CATALOG);
    expect(JSON.parse(await convert('data-to-json', 'c.toml', toml))).toEqual(CATALOG);
  });

  it('JSON → XML → JSON, with attributes kept as attributes', async () => {
    const withAttr = { catalog: { ...CATALOG.catalog, '@_lang': 'de' } };
    const xml = await convert('data-to-xml', 'c.json', JSON.stringify(withAttr));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<catalog lang="de">/);
    const parsed = new XMLParser({ ignoreAttributes: false, ignoreDeclaration: true }).parse(xml) as unknown;
    expect(parsed).toEqual(withAttr);
    expect(JSON.parse(await convert('data-to-json', 'c.xml', xml))).toEqual(withAttr);
  });

  it('JSON → CSV → JSON for a list of records, nested values as JSON text', async () => {
    const rows = [
      { id: 1, name: 'Portal, the game', tags: ['puzzle'] },
      { id: 2, name: 'He said "hi"', extra: 'only here' },
    ];
    const csv = await convert('data-to-csv', 'rows.json', JSON.stringify(rows));
    expect(parseCsv(csv, { columns: true })).toEqual([
      { id: '1', name: 'Portal, the game', tags: '["puzzle"]', extra: '' },
      { id: '2', name: 'He said "hi"', tags: '', extra: 'only here' },
    ]);
    expect(JSON.parse(await convert('data-to-json', 'rows.csv', csv))).toEqual([
      { id: '1', name: 'Portal, the game', tags: '["puzzle"]', extra: '' },
      { id: '2', name: 'He said "hi"', tags: '', extra: 'only here' },
    ]);
  });

  it('writes each target as the type it declares, which detection names again', async () => {
    const input = await s.file('declared.json', JSON.stringify(CATALOG.catalog.games));
    for (const slug of ['data-to-yaml', 'data-to-toml', 'data-to-xml', 'data-to-csv']) await expectDeclaredOutput(tool(slug), { input });
    await expectDeclaredOutput(tool('data-to-json'), { input: await s.file('declared.yaml', 'a: 1\nb: [x, y]\n') });
  });
});

describe('hostile data files are refused, naming the limit', () => {
  it('refuses a YAML alias bomb (billion laughs) at enqueue', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const input = await s.file('bomb.yaml', `${levels.join('\n')}\n`);
    const started = Date.now();
    await expect(runTool(tool('data-to-json'), { input })).rejects.toMatchObject({
      code: 'file_too_large',
      message: 'the YAML resolves more than 100 aliases, which exceeds the limit',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('expands no XML entity and reads no local file', async () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>\n<lolz>&lol2;</lolz>';
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<r><a>&xxe;</a></r>';
    for (const [name, text] of [['laughs.xml', laughs], ['xxe.xml', xxe]]) {
      const err = await runTool(tool('data-to-json'), { input: await s.file(name, text) }).catch((e: unknown) => e);
      expect(err, name).toMatchObject({ code: 'unsupported_type', message: expect.stringContaining('declares entities (<!ENTITY …>)') });
      expect(String((err as Error).message)).not.toMatch(/root:/);
    }
    // An external DTD is never fetched or read either: the document converts, and nothing of the file is in it.
    const dtd = '<?xml version="1.0"?>\n<!DOCTYPE r SYSTEM "file:///etc/passwd">\n<r><a>kept &amp; decoded</a></r>';
    const json = await convert('data-to-json', 'dtd.xml', dtd);
    expect(JSON.parse(json)).toEqual({ r: { a: 'kept & decoded' } });
    expect(json).not.toMatch(/root:/);
  });

  it('refuses nesting deeper than 100 levels in JSON, YAML and XML', async () => {
    const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const deepYaml = `a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    const deepXml = `<?xml version="1.0"?>\n${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`;
    for (const [slug, name, text] of [
      ['data-to-yaml', 'deep.json', deepJson],
      ['data-to-json', 'deep.yaml', deepYaml],
      ['data-to-json', 'deep.xml', deepXml],
    ]) {
      await expect(runTool(tool(slug), { input: await s.file(name, text) }), name).rejects.toMatchObject({
        code: 'file_too_large',
        message: 'the data is nested deeper than 100 levels, which exceeds the limit',
      });
    }
  });

  it('refuses a file over the 5 MB cap before parsing it', async () => {
    const big = `[${Array.from({ length: 600_000 }, (_, i) => `"item-${i}"`).join(',')}]`;
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    await expect(runTool(tool('data-to-yaml'), { input: await s.file('big.json', big) })).rejects.toMatchObject({
      code: 'file_too_large',
      message: `the file (${big.length} bytes) exceeds the limit of ${5 * 1024 * 1024} bytes`,
    });
  });

  it('refuses data the target cannot hold, saying why', async () => {
    await expect(runTool(tool('data-to-toml'), { input: await s.file('null.json', '{"a": null}') })).rejects.toMatchObject({
      code: 'invalid_params',
      message: expect.stringMatching(/^the data cannot be written as TOML: /),
    });
    await expect(runTool(tool('data-to-xml'), { input: await s.file('badkey.json', '{"1st key": 1}') })).rejects.toMatchObject({
      code: 'invalid_params',
      message: expect.stringContaining('the key "1st key" is not a valid XML element name'),
    });
  });
});
