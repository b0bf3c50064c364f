import type { BrowserContext, Page } from 'playwright-core';

/**
 * Opens `path` in a new page of `ctx`, recording script errors and CSP violations into `problems` (a suite ends by
 * checking there were none). A resource answered 4xx is a test's own refusal, not a problem.
 */
export async function openWatched(ctx: BrowserContext, path: string, problems: string[]): Promise<Page> {
  const page = await ctx.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of (4\d\d)/.test(msg.text())) {
      problems.push(`${path}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`${path}: ${err.message}`));
  await page.goto(path);
  return page;
}
