import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export interface EnvFileReport {
  /** Absolute path of the file that was read. */
  path: string;
  /** Names taken from the file (never their values: they may be secrets). */
  applied: string[];
  /** Names the file also sets but the real environment already had; the environment wins. */
  shadowed: string[];
}

/**
 * Reads `./.env` (or `file`) into `env` when it exists, with Node's own parser. A variable already in the
 * environment wins over the file, and a blank value in the file counts as unset (as in a copied .env.example),
 * so the default applies. Answers null when there is no such file.
 */
export function loadEnvFile(file = '.env', env: NodeJS.ProcessEnv = process.env): EnvFileReport | null {
  const path = resolve(file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const report: EnvFileReport = { path, applied: [], shadowed: [] };
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (value === undefined || value.trim() === '') continue;
    if (env[name] !== undefined) {
      report.shadowed.push(name);
      continue;
    }
    env[name] = value;
    report.applied.push(name);
  }
  return report;
}
