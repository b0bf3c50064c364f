import { mkdir, rm, stat } from 'node:fs/promises';
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
    unzip: unzipFiles,
    zip: zipFiles,
  };
}
