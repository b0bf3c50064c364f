import type { ToolOutput } from '../tools/tool.types.js';

/** The file work a pipeline run needs beyond its tools' own, built once at the composition root. */
export interface PipelineFileOps {
  /** The file's type from its content (magic bytes), as for uploads. */
  detect(path: string): Promise<{ mime: string; ext: string } | null>;
  /** The name detection gives a file served as `mime`. */
  detectedAs(mime: string): string;
  /** Creates an empty folder (and its parents). */
  makeDir(path: string): Promise<void>;
  /** Removes a file or folder; a missing one is not an error. */
  remove(path: string): Promise<void>;
  size(path: string): Promise<number>;
  /** Bytes every file under the folder takes together (0 for a missing folder). */
  footprint(dir: string): Promise<number>;
  /**
   * Extracts a ZIP's files into `outDir` in archive order; over `maxEntries` files fails with "exceeds". Each comes
   * back with its own file `name` and its `entry` (the whole name in the ZIP, folders kept); an entry `skip` answers
   * true for is left out, before it counts.
   */
  unzip(
    zipPath: string,
    outDir: string,
    opts: { maxEntries: number; maxBytes: number; signal: AbortSignal; skip?: (entry: string) => boolean },
  ): Promise<{ path: string; name: string; entry: string }[]>;
  /** Writes the files into one ZIP under the names given (already distinct). */
  zip(entries: readonly { path: string; name: string }[], outPath: string): Promise<void>;
}

export type { ToolOutput };
