import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// From source (tsx, vitest) the worker must load tsx itself before it can import a .ts entry.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then((api) => { api.register(); return import(workerData.entry); });
`;

/**
 * What `new Worker` needs to start the worker-thread entry `name` (without extension) that lies beside the module at
 * `moduleUrl` (its import.meta.url): a compiled build has `<name>.js` there and runs it directly; from source the
 * thread first registers tsx, then imports `<name>.ts`. `data` reaches the entry as its workerData either way.
 */
export function workerEntry<T extends object>(moduleUrl: string, name: string, data: T): { source: string | URL; eval: boolean; workerData: T } {
  const here = dirname(fileURLToPath(moduleUrl));
  const compiled = join(here, `${name}.js`);
  if (existsSync(compiled)) return { source: pathToFileURL(compiled), eval: false, workerData: data };
  // The ESM entry of tsx's API: its CommonJS twin cannot be loaded through import().
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const entry = pathToFileURL(join(here, `${name}.ts`)).href;
  return { source: BOOTSTRAP, eval: true, workerData: { ...data, tsxApi, entry } };
}

/**
 * What `fork` needs to start the child-process script `name` (without extension, a path relative to the folder of
 * the module at `moduleUrl`): a compiled build has `<name>.js` there and node runs it as it is; from source the
 * child loads tsx as a hook (never the tsx CLI, whose wrapper process would stand between a signal and node).
 */
export function childEntry(moduleUrl: string, name: string): { file: string; execArgv: string[] } {
  const here = dirname(fileURLToPath(moduleUrl));
  const compiled = join(here, `${name}.js`);
  if (existsSync(compiled)) return { file: compiled, execArgv: [] };
  const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
  return { file: join(here, `${name}.ts`), execArgv: ['--import', tsx] };
}

/**
 * Starts the worker-thread entry `name` beside `moduleUrl` as the tools' sandboxed workers run: a heap cap, nothing
 * from the service's environment, and no stdout or stderr of its own.
 */
export function startSealedWorker<T extends object>(moduleUrl: string, name: string, data: T, heapMb: number): Worker {
  const spawn = workerEntry(moduleUrl, name, data);
  return new Worker(spawn.source, {
    eval: spawn.eval,
    workerData: spawn.workerData,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    env: {},
    stdout: false,
    stderr: false,
  });
}
