import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary folder for one test file's inputs. */
export interface Scratch {
  dir: string;
  /** Writes a file into the folder and returns its path. */
  file(name: string, content: Uint8Array | string): Promise<string>;
  /** Deletes the folder. */
  done(): Promise<void>;
}

export async function scratch(prefix: string): Promise<Scratch> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  return {
    dir,
    async file(name, content) {
      const path = join(dir, name);
      await writeFile(path, content);
      return path;
    },
    done: () => rm(dir, { recursive: true, force: true }),
  };
}
