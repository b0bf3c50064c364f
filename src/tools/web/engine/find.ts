import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { BrowserEngine } from '../../../core/tools/engines/browser.js';
import type { EngineStatus } from '../../../core/tools/engines/families.js';
import { ChromiumEngine } from './chromium.js';

/** The command that adds the browser family on a Debian machine. */
export const BROWSER_INSTALL = 'sudo apt-get install chromium';

/** Program names of a Chromium-family browser, Debian's first. */
const PROGRAMS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The first browser program on `path` (a PATH-style list), or null. */
export function findBrowserProgram(path: string | undefined = process.env.PATH): string | null {
  const dirs = (path ?? '').split(delimiter).filter(Boolean);
  for (const program of PROGRAMS) {
    for (const dir of dirs) {
      const candidate = join(dir, program);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // Not here.
      }
    }
  }
  return null;
}

/**
 * Finds the browser engine; cheap (no browser is started): it runs at every start. Only a native Chromium is used:
 * the npm packages that ship one (@sparticuz/chromium 153, measured here) unpack a 209 MB binary into /tmp on first
 * use, are built for one serverless system and hung printing a one-line page on Debian 12, and want site isolation
 * and web security switched off.
 */
export async function findBrowserEngine(path?: string): Promise<{ engine: BrowserEngine | null; status: EngineStatus }> {
  const binary = findBrowserProgram(path);
  if (!binary) return { engine: null, status: { engine: null, install: BROWSER_INSTALL } };
  const name = `Chromium (native, ${binary})`;
  return { engine: new ChromiumEngine({ binary, name }), status: { engine: name } };
}
