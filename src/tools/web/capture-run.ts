import { ToolError } from '../../core/errors.js';
import type { BrowserEngine, CaptureOutput, CaptureSource } from '../../core/tools/engines/browser.js';
import { safeStem } from '../../core/tools/names.js';
import type { ToolContext } from '../../core/tools/tool.types.js';
import { PAPER_SIZES } from '../pdf/engine/worker/paper.js';
import { URL_TOOLS_DISABLED_TEXT } from '../url/url-tool.js';
import { captureBudget } from './limits.js';
import { checkCaptureLink } from './link-check.js';

export const NO_BROWSER_TEXT = 'no browser engine on this server';

/** The browser found at start; a job queued before it went away fails as a disabled capability. */
export function browserOf(ctx: ToolContext<unknown>): BrowserEngine {
  const engine = ctx.env.engines.browser;
  if (!engine) throw new ToolError('disabled', NO_BROWSER_TEXT);
  return engine;
}

/** Paper in inches, as the browser prints. */
export function paperInches(preset: 'a4' | 'letter'): readonly [number, number] {
  const [w, h] = PAPER_SIZES[preset];
  return [w / 72, h / 72];
}

/**
 * A url job's page, judged again at run time (the flag may have been switched off, and the settings changed, while
 * the job waited in the queue); the capture judges every connection once more.
 */
export async function pageSource(ctx: ToolContext<unknown>): Promise<CaptureSource & { kind: 'url' }> {
  if (!(await ctx.env.urlToolsEnabled())) throw new ToolError('disabled', URL_TOOLS_DISABLED_TEXT);
  if (!ctx.url) throw new ToolError('page_unavailable', 'the job carries no page address');
  let url: URL;
  try {
    url = new URL(ctx.url);
    checkCaptureLink(url, ctx.env);
  } catch (err) {
    throw new ToolError('page_unavailable', err instanceof Error ? err.message : 'the page address is refused');
  }
  return { kind: 'url', url: url.href, allowInsecure: ctx.env.capture?.allowInsecure === true };
}

/** An output named after the page's host (`example.com.pdf`). */
export function hostStem(ctx: ToolContext<unknown>): string {
  try {
    return safeStem(`${new URL(ctx.url ?? '').hostname}.x`);
  } catch {
    return 'page';
  }
}

/** Runs one capture for a tool and reports its progress. */
export async function capture(ctx: ToolContext<unknown>, source: CaptureSource, output: CaptureOutput): Promise<void> {
  await browserOf(ctx).capture({
    source,
    output,
    budget: captureBudget(ctx.env),
    signal: ctx.signal,
    progress: (p, stage) => ctx.progress(p, stage),
  });
  ctx.progress(100);
}
