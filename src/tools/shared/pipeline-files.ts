import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PipelineFileOps } from '../../core/pipelines/pipeline.ports.js';
import { detectedAs, detectFile } from './detect.js';
import { unzipFiles } from './unzip.js';
import { zipFiles } from './zip.js';

/** The file work between pipeline steps, on local disk inside a job's work folder. */
export function createPipelineFiles(): PipelineFileOps {
  return {
    detect: detectFile,
    detectedAs,
    makeDir: async (path) => void (await mkdir(path, { recursive: true })),
    remove: (path) => rm(path, { recursive: true, force: true }),
    size: async (path) => (await stat(path)).size,
    footprint,
    unzip: unzipFiles,
    zip: zipFiles,
  };
}

/** The bytes of every file under `dir`; a file removed while it is walked counts as nothing. */
async function footprint(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile()) total += info.size;
  }
  return total;
}
