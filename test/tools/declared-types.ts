import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect } from 'vitest';
import type { ToolCategory, ToolDefinition } from '../../src/core/tools/tool.types.js';
import { outputTypeOf } from '../../src/core/tools/tool.types.js';
import { acceptInput, parseToolParams } from '../../src/core/jobs/intake.js';
import { detectedAs, detectFile } from '../../src/tools/shared/detect.js';
import { createToolRegistry } from '../../src/tools/index.js';
import type { RunOptions, RunResult } from '../helpers/tool-harness.js';
import { runTool } from '../helpers/tool-harness.js';

/** The registry's tools of some categories, in listing order (so a new tool is picked up with no edit here). */
export function toolsOf(...categories: ToolCategory[]): ToolDefinition[] {
  return createToolRegistry()
    .all()
    .filter((t) => categories.includes(t.category));
}

/**
 * Runs one tool on a fixture and holds its result to what the tool declares: the file's magic bytes (the same
 * detection that admits uploads, so a declared output can be matched against another tool's `accepts`) must give
 * the declared type (under its detection name, `detectedAs`), and the download's Content-Type must be that type.
 */
export async function expectDeclaredOutput(tool: ToolDefinition, opts: RunOptions): Promise<RunResult> {
  const params = parseToolParams(tool, opts.params ?? {});
  let inputMime: string | null = null;
  if (opts.input) {
    const st = await stat(opts.input);
    inputMime = (await acceptInput(tool, { path: opts.input, name: basename(opts.input), size: st.size }, detectFile)).mime;
  }
  const declared = outputTypeOf(tool, params, inputMime);
  const result = await runTool(tool, opts);
  const what = `${tool.slug} on ${inputMime ?? 'a link'} with ${JSON.stringify(opts.params ?? {})}`;
  const detected = await detectFile(result.path);
  expect(detected, what).not.toBeNull();
  if (declared.endsWith('/*')) {
    const family = declared.slice(0, -1);
    expect(result.mime.startsWith(family), `${what}: served as ${result.mime}`).toBe(true);
    expect(detected!.mime.startsWith(family), `${what}: detected ${detected!.mime}`).toBe(true);
    return result;
  }
  expect(result.mime, `${what}: served type`).toBe(declared);
  if (declared === 'application/json') {
    // JSON has no magic bytes: it is detected by its syntax (an object or a list), and must parse.
    expect(detected!.mime, what).toBe('application/json');
    const text = await readFile(result.path, 'utf8');
    expect(() => JSON.parse(text) as unknown, what).not.toThrow();
  } else if (declared === 'application/zip' && detected!.mime === 'application/vnd.comicbook+zip') {
    // A ZIP of pictures only is, by its content, a comic book archive: what the ZIP holds decides, not the tool.
    expect(tool.members === undefined || /^image\//.test(outputTypeOf({ ...tool, output: tool.members }, params, inputMime)), what).toBe(true);
  } else {
    expect(detected!.mime, `${what}: detected`).toBe(detectedAs(declared));
  }
  return result;
}
