import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '../../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { toolsExportedBy } from '../../src/tools/shared/collect.js';

/**
 * A category's tools are what its `definitions/index.ts` re-exports (one `export *` line per file, docs/tools.md).
 * The folders are read here, in the test, so a definitions file whose line was forgotten fails this test instead of
 * its tools silently missing from the service.
 */
const toolsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'tools');

async function definitionsFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const category of await readdir(toolsDir, { withFileTypes: true })) {
    if (!category.isDirectory()) continue;
    const dir = join(toolsDir, category.name, 'definitions');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) if (name.endsWith('.ts') && name !== 'index.ts') files.push(join(dir, name));
  }
  return files;
}

describe('the definitions folders', () => {
  it('reach the registry: every tool any definitions file exports is one of ALL_TOOLS', async () => {
    const files = await definitionsFiles();
    expect(files.length).toBeGreaterThan(30);
    const registered = new Set(ALL_TOOLS);
    let exported = 0;
    for (const file of files) {
      const tools = toolsExportedBy(await import(pathToFileURL(file).href));
      expect(tools.length, file).toBeGreaterThan(0);
      exported += tools.length;
      for (const tool of tools) expect(registered.has(tool), `${tool.slug} (${file})`).toBe(true);
    }
    // And nothing reaches it from elsewhere.
    expect(exported).toBe(ALL_TOOLS.length);
  });

  it('collect a tool exported alone and inside a list once, and pass over helpers and lists of other things', () => {
    const tool = ALL_TOOLS[0];
    const other = ALL_TOOLS[1];
    const found = toolsExportedBy({ tool, list: [tool, other], MAX: 5, TYPES: ['image/png'], helper: () => tool, none: [] });
    expect(found).toEqual<ToolDefinition[]>([tool, other]);
  });
});
