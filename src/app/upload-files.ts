import { copyFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { JobFiles } from '../core/jobs/job.ports.js';
import { randomId } from '../core/ids.js';
import type { UploadFiles } from '../core/uploads/upload-link.ports.js';

/**
 * A key link's upload waits in the job files' store under the link's id (the link id has a job id's shape and
 * 192 random bits, so it meets no job), so it lies where jobs' inputs lie in both deployments (a folder of
 * DATA_DIR, or the bucket) and any api process can hand it to `convert`.
 */
export function uploadFiles(files: JobFiles, tmpDir: string): UploadFiles {
  return {
    keep: (id, tempPath, name) => files.adoptInput(id, tempPath, extOf(name)),
    async copy(id, stored) {
      const local = await files.inputPath(id, stored);
      const dest = join(tmpDir, `up-${randomId(12)}`);
      await copyFile(local, dest);
      return dest;
    },
    remove: (id) => files.removeAll(id),
  };
}

function extOf(name: string): string {
  const ext = extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : 'bin';
}
