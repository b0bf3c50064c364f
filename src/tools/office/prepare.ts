import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../core/errors.js';
import type { InputFile, ToolContext } from '../../core/tools/tool.types.js';
import { INPUT_EXT, PACKAGES, RTF } from './formats.js';
import { MAX_JS_INFLATED_BYTES } from './limits.js';
import { defusePackage, OFFICE_PACKAGE_LIMITS } from './package-check.js';

/** RTF fields that pull in a file or a picture by address; their instructions are renamed so they do nothing. */
const RTF_FETCHING = /\b(INCLUDETEXT|INCLUDEPICTURE|INCLUDE|LINK|DDEAUTO|DDE|IMPORT)\b/gi;
/** An RTF read into memory to defuse it; larger ones are refused (text documents are rarely a tenth of that). */
const MAX_RTF_BYTES = 64 * 1024 * 1024;

export function requireInput(ctx: ToolContext<unknown>): InputFile {
  if (!ctx.input) throw new ToolError('internal', 'this tool needs an uploaded file');
  return ctx.input;
}

/**
 * The input as an engine may see it, in the job's folder: a package checked against its limits (the unpacked size
 * the tool declares, ctx.caps.maxUnpackedBytes) and defused, an RTF with its fetching fields emptied, any other type
 * copied.
 */
export async function prepareInput(ctx: ToolContext<unknown>): Promise<string> {
  const input = requireInput(ctx);
  const dir = join(ctx.workDir, 'office');
  await mkdir(dir, { recursive: true });
  const ext = INPUT_EXT[input.mime] ?? input.ext;
  const target = join(dir, `input.${ext}`);
  ctx.progress(3, 'checking');
  if (PACKAGES.has(input.mime)) {
    const limits = { ...OFFICE_PACKAGE_LIMITS, maxInflatedBytes: ctx.caps?.maxUnpackedBytes ?? MAX_JS_INFLATED_BYTES };
    await defusePackage(input.path, target, { fileBytes: input.size, limits, signal: ctx.signal, partsDir: join(dir, 'parts') });
  } else if (input.mime === RTF) {
    if (input.size > MAX_RTF_BYTES) {
      throw new ToolError('too_large', `the RTF document exceeds the limit of ${MAX_RTF_BYTES / (1024 * 1024)} MB`);
    }
    const text = await readFile(input.path, 'latin1');
    await writeFile(target, /\\fldinst/.test(text) ? text.replace(RTF_FETCHING, 'REM') : text, 'latin1');
  } else {
    await copyFile(input.path, target);
  }
  return target;
}
