/** What every office tool does around its engine: the checked input, the conversion, and naming the outputs. */
import { rename } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { ToolError } from '../../core/errors.js';
import type { OfficeApp, OfficeEngine, OfficeTarget } from '../../core/tools/engines/office.js';
import type { ToolContext, ToolOutput } from '../../core/tools/tool.types.js';
import { zipFiles } from '../shared/zip.js';
import { CSV, CSV_AS_TEXT, ZIP } from './formats.js';
import { officeBudget } from './limits.js';
import { prepareInput, requireInput } from './prepare.js';

export function officeEngine(ctx: ToolContext<unknown>): OfficeEngine {
  const engine = ctx.env.engines.office;
  // The registry lists a tool that needs the engine only when one was found; this is a wiring mistake, not input.
  if (!engine) throw new ToolError('internal', 'this tool needs LibreOffice, which this server does not have');
  return engine;
}

/** Converts the job's input with LibreOffice; resolves with the files it wrote (in the job's folder). */
export async function convertWithOffice(ctx: ToolContext<unknown>, app: OfficeApp, target: OfficeTarget, engine = officeEngine(ctx)): Promise<string[]> {
  const input = requireInput(ctx);
  const prepared = await prepareInput(ctx);
  ctx.progress(10, 'converting');
  const files = await engine.convert({
    input: prepared,
    app,
    target,
    workDir: ctx.workDir,
    signal: ctx.signal,
    cpu: ctx.env.cpu,
    budget: officeBudget(ctx.env.limits),
    csvInput: input.mime === CSV_AS_TEXT || input.mime === CSV,
  });
  ctx.progress(90, 'converting');
  return files;
}

/** The one file a conversion wrote, moved to the job's folder under the name the user gets. */
export async function singleOutput(ctx: ToolContext<unknown>, files: readonly string[], ext: string, mime: string): Promise<ToolOutput> {
  const file = files.find((f) => extname(f).toLowerCase() === `.${ext}`) ?? files[0];
  const name = `${ctx.baseName}.${ext}`;
  const path = join(ctx.workDir, name);
  await rename(file, path);
  ctx.progress(100, 'done');
  return { path, name, mime };
}

/** Several files handed back as one ZIP, each under its own name. */
export async function zipOutput(ctx: ToolContext<unknown>, files: readonly string[]): Promise<ToolOutput> {
  ctx.progress(96, 'zipping');
  const name = `${ctx.baseName}.zip`;
  const path = join(ctx.workDir, name);
  await zipFiles(
    files.map((f) => ({ path: f, name: basename(f) })),
    path,
  );
  ctx.progress(100, 'done');
  return { path, name, mime: ZIP };
}
