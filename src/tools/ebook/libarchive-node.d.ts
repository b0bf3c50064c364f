// libarchive.js ships types for its browser entry only; its Node entry (the same API over a worker_threads Worker) is
// declared here, with just what the CBR reader and the archive tools use.
declare module 'libarchive.js/dist/libarchive-node.mjs' {
  export interface CompressedFile {
    readonly name: string;
    readonly size: number;
    extract(): Promise<File>;
  }
  /** One entry as the worker reads it from the headers: its raw path, kind and declared size (data only when extracted). */
  export interface RawEntry {
    readonly path: string;
    readonly type: 'FILE' | 'DIR' | 'SYMBOLIC_LINK' | 'SOCKET' | 'CHARACTER_DEVICE' | 'BLOCK_DEVICE' | 'NAMED_PIPE' | undefined;
    readonly size: number;
    readonly fileData?: Uint8Array;
  }
  export interface ArchiveReader {
    /** The worker's own interface: every entry, links and duplicates included, unlike getFilesArray's tree of files. */
    readonly client: { listFiles(): Promise<RawEntry[]>; extractFiles(): Promise<RawEntry[]> };
    hasEncryptedData(): Promise<boolean | null>;
    getFilesArray(): Promise<Array<{ file: CompressedFile; path: string }>>;
    close(): Promise<void>;
  }
  export const Archive: { open(file: File): Promise<ArchiveReader> };
}
