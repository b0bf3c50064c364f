// libarchive.js ships types for its browser entry only; its Node entry (the same API over a worker_threads Worker) is
// declared here, with just what the CBR reader uses.
declare module 'libarchive.js/dist/libarchive-node.mjs' {
  export interface CompressedFile {
    readonly name: string;
    readonly size: number;
    extract(): Promise<File>;
  }
  export interface ArchiveReader {
    hasEncryptedData(): Promise<boolean | null>;
    getFilesArray(): Promise<Array<{ file: CompressedFile; path: string }>>;
    close(): Promise<void>;
  }
  export const Archive: { open(file: File): Promise<ArchiveReader> };
}
