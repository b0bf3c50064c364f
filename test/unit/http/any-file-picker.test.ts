import { describe, expect, it } from 'vitest';
import { toolBody } from '../../../src/http/web/pages/tool.js';
import { describeTools } from '../../../src/mcp/file-tools.js';
import type { McpDeps } from '../../../src/mcp/deps.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { testTranslations } from '../../helpers/translations.js';

/** The web page and MCP doors of the tools that take any file (archive creation). */
const registry = createToolRegistry();
const translations = await testTranslations();
const page = (slug: string, locale = 'en') =>
  String(toolBody(registry.info(slug)!, null, 100, registry.get(slug)?.inputs === 'many', translations.translator(locale)).value);
const picker = (html: string) => /<input id="file"[^>]*>/.exec(html)?.[0] ?? '';

describe('the tool page of a tool that takes any file', () => {
  it('offers a file picker for several files with no type filter, and says any file goes', () => {
    const html = page('archive-create-zip');
    expect(picker(html)).toBe('<input id="file" name="file" type="file" multiple aria-describedby="file-hint err-file">');
    expect(html).toContain('<p id="file-hint" class="hint">Any kind of file. Up to 100 MB.</p>');
    expect(page('archive-create-7z', 'de')).toContain('<p id="file-hint" class="hint">Jede Art von Datei. Bis zu 100 MB.</p>');
  });

  it('leaves the filter of every other tool as it was', () => {
    expect(picker(page('pdf-merge'))).toBe('<input id="file" name="file" type="file" multiple accept="application/pdf" aria-describedby="file-hint err-file">');
  });
});

describe('MCP list_tools filtered by input type', () => {
  const deps = { tools: registry, flags: { checker: async () => () => null }, admin: { useCounts: async () => ({}) } } as unknown as McpDeps;
  const slugs = async (input_type: string) => (await describeTools(deps, { input_type })).map((t) => t.slug);

  it('lists the archive creators for any MIME type or extension, and only them for one no other tool takes', async () => {
    const creators = ['archive-create-zip', 'archive-create-7z', 'archive-create-targz'];
    expect(await slugs('application/octet-stream')).toEqual(creators);
    expect(await slugs('xyz')).toEqual(creators);
    expect(await slugs('png')).toEqual(expect.arrayContaining(['image-resize', ...creators]));
    expect(await slugs('image/*')).toEqual(expect.arrayContaining(['image-resize', ...creators]));
  });

  it('lists no creator for a video link', async () => {
    expect(await slugs('url')).not.toContain('archive-create-zip');
  });
});
