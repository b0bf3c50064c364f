import type { EngineStatus } from '../../../core/tools/engines/families.js';
import type { OfficeEngine } from '../../../core/tools/engines/office.js';

/** The command that adds the office family on a Debian machine. */
export const OFFICE_INSTALL = 'sudo apt-get install --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui';

/** Finds the office engine; cheap (no process is started): it runs at every start. */
export async function findOfficeEngine(): Promise<{ engine: OfficeEngine | null; status: EngineStatus }> {
  return { engine: null, status: { engine: null, install: OFFICE_INSTALL } };
}
