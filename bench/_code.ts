/**
 * Which code the benches run: the compiled dist/ that `npm start` runs (built here first when it is missing or
 * stale, as npm start does), or the TypeScript through tsx with BENCH_CODE=src, to compare the two. Only the
 * service's own code switches; the harness, the fakes and the baselines stay TypeScript under tsx (which leaves
 * plain .js files untransformed, so dist/ runs as it is even when a tsx process imports it).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_CODE: 'dist' | 'src' = process.env.BENCH_CODE === 'src' ? 'src' : 'dist';

let built = false;

/** scripts/build.mjs --if-stale, once per process: the check costs a node start when nothing changed. */
export function ensureBuilt(): void {
  if (BENCH_CODE !== 'dist' || built) return;
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  built = true;
}

/** node's arguments that start the service's main module, run from ROOT. */
export function serviceArgs(): string[] {
  ensureBuilt();
  return BENCH_CODE === 'dist' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
}

/** One module of the service from the code the benches run; `path` is its place under src/, ending in .js. */
export async function serviceModule<T>(path: string): Promise<T> {
  ensureBuilt();
  const url = new URL(`../${BENCH_CODE === 'dist' ? 'dist/src' : 'src'}/${path}`, import.meta.url);
  return (await import(url.href)) as T;
}
