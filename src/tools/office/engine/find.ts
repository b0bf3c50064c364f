import { access, constants, readFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { EngineStatus } from '../../../core/tools/engines/families.js';
import type { OfficeEngine } from '../../../core/tools/engines/office.js';
import { LibreOfficeEngine } from './libreoffice.js';

/** The command that adds the office family on a Debian machine. */
export const OFFICE_INSTALL = 'sudo apt-get install --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui';

/** Where Debian puts the program when it is not on PATH (a service started with a bare PATH). */
const DEBIAN_SOFFICE = '/usr/lib/libreoffice/program/soffice';

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, then the fixed places given. */
export async function findProgram(name: string, env: NodeJS.ProcessEnv, extra: readonly string[] = []): Promise<string | null> {
  const dirs = (env.PATH ?? '').split(delimiter).filter((d) => d.startsWith('/'));
  for (const candidate of [...dirs.map((d) => join(d, name)), ...extra]) {
    if (await executable(candidate)) return candidate;
  }
  return null;
}

/**
 * Whether this process may make an empty network namespace (`unshare -n`): CAP_SYS_ADMIN in its effective set, read
 * from /proc, since finding out by trying would start a process at every start.
 */
async function mayUnshareNetwork(): Promise<boolean> {
  try {
    const status = await readFile('/proc/self/status', 'utf8');
    const hex = /^CapEff:\s*([0-9a-f]+)/m.exec(status)?.[1];
    if (!hex) return false;
    const CAP_SYS_ADMIN = 21n;
    return ((BigInt(`0x${hex}`) >> CAP_SYS_ADMIN) & 1n) === 1n;
  } catch {
    return false;
  }
}

/**
 * Finds the office engine; cheap (no process is started): it runs at every start. `places`: where to look besides
 * PATH (tests pass none, to see a machine without it).
 */
export async function findOfficeEngine(
  env: NodeJS.ProcessEnv = process.env,
  places: readonly string[] = [DEBIAN_SOFFICE],
): Promise<{ engine: OfficeEngine | null; status: EngineStatus }> {
  const soffice = await findProgram('soffice', env, places);
  if (!soffice) return { engine: null, status: { engine: null, install: OFFICE_INSTALL } };
  const unshare = (await mayUnshareNetwork()) ? await findProgram('unshare', env, ['/usr/bin/unshare']) : null;
  const engine = new LibreOfficeEngine({ soffice, unshare });
  return { engine, status: { engine: engine.name } };
}
