import type { BrowserEngine } from '../../../core/tools/engines/browser.js';
import type { EngineStatus } from '../../../core/tools/engines/families.js';

/** The command that adds the browser family on a Debian machine. */
export const BROWSER_INSTALL = 'sudo apt-get install chromium';

/** Finds the browser engine; cheap (no browser is started): it runs at every start. */
export async function findBrowserEngine(): Promise<{ engine: BrowserEngine | null; status: EngineStatus }> {
  return { engine: null, status: { engine: null, install: BROWSER_INSTALL } };
}
