import type { UploadFiles, UploadLinkStore } from '../../src/core/uploads/upload-link.ports.js';
import type { UploadLink } from '../../src/core/uploads/upload-link.schema.js';

/** Upload links in memory, keeping the port's contract (copies in and out, a claim decided in one synchronous step). */
export class MemoryUploadLinkStore implements UploadLinkStore {
  readonly links = new Map<string, UploadLink>();

  async create(link: UploadLink): Promise<void> {
    this.links.set(link.id, structuredClone(link));
  }

  async get(id: string): Promise<UploadLink | null> {
    const link = this.links.get(id);
    return link ? structuredClone(link) : null;
  }

  async claim(id: string, now: number): Promise<UploadLink | null> {
    const link = this.links.get(id);
    if (!link || link.usedAt !== null || now >= link.expiresAt) return null;
    link.usedAt = now;
    return structuredClone(link);
  }

  async release(id: string, usedAt: number): Promise<void> {
    const link = this.links.get(id);
    if (link?.usedAt === usedAt) link.usedAt = null;
  }

  async setJob(id: string, jobId: string): Promise<void> {
    const link = this.links.get(id);
    if (link) link.jobId = jobId;
  }

  async setFile(id: string, file: NonNullable<UploadLink['file']>): Promise<void> {
    const link = this.links.get(id);
    if (link) link.file = { ...file };
  }

  async takeFile(id: string): Promise<UploadLink | null> {
    const link = this.links.get(id);
    if (!link?.file) return null;
    const taken = structuredClone(link);
    link.file = null;
    return taken;
  }

  async purge(before: number): Promise<UploadLink[]> {
    const out = [...this.links.values()].filter((l) => l.expiresAt < before);
    for (const l of out) this.links.delete(l.id);
    return out;
  }

  async flush(): Promise<void> {}
}

/** A key link's files in memory: what was kept, under which id (the bytes are the test's own strings). */
export class MemoryUploadFiles implements UploadFiles {
  readonly kept = new Map<string, { tempPath: string; name: string }>();

  async keep(id: string, tempPath: string, name: string): Promise<string> {
    this.kept.set(id, { tempPath, name });
    return `input.${name.split('.').pop() ?? 'bin'}`;
  }

  async copy(id: string): Promise<string> {
    const kept = this.kept.get(id);
    if (!kept) throw new Error(`nothing kept for ${id}`);
    return `${kept.tempPath}.copy`;
  }

  async remove(id: string): Promise<void> {
    this.kept.delete(id);
  }
}
