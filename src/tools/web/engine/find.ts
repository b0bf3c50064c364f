import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { BrowserEngine } from '../../../core/tools/engines/browser.js';
import type { EngineStatus } from '../../../core/tools/engines/families.js';
import { ChromiumEngine } from './chromium.js';

/** The command that adds the browser family on a Debian machine. */
export const BROWSER_INSTALL = 'sudo apt-get install chromium';

/** Program names of a Chromium-family browser, Debian's first. */
const PROGRAMS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first browser program on `path` (a PATH-style list), or null. */
export function findBrowserProgram(path: string | undefined = process.env.PATH): string | null {
  const dirs = (path ?? '').split(delimiter).filter(Boolean);
  for (const program of PROGRAMS) {
    for (const dir of dirs) {
      const candidate = join(dir, program);
      if (executable(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * The program a capture starts: Debian's `bin/chromium` is a shell script that sources /etc/chromium.d (extensions
 * loaded from the system, remote extensions allowed, Google API keys, a `findmnt` run) before it execs
 * `lib/chromium/chromium`; the binary itself is started instead where it lies beside, so each capture spawns one
 * process and takes none of those settings.
 */
export function browserBinary(program: string): string {
  const inner = join(dirname(dirname(program)), 'lib', 'chromium', 'chromium');
  return program.endsWith('/chromium') && executable(inner) ? inner : program;
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
  return { engine: new ChromiumEngine({ binary: browserBinary(binary), name }), status: { engine: name } };
}
