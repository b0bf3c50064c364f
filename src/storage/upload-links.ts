import type { UploadLinkStore } from '../core/uploads/upload-link.ports.js';
import { readUploadLink, type UploadLink } from '../core/uploads/upload-link.schema.js';
import { JsonDocument } from './json-file.js';

interface UploadLinkData {
  links: Record<string, UploadLink>;
}

/**
 * One-time upload links in one lowdb file (`<DATA_DIR>/upload-links.json`). Each conditional change is made in one
 * synchronous step before the write is asked for, so two uploads racing on one link in this process cannot both
 * see it unused: the embedded deployment has one process on its DATA_DIR.
 */
export class LowUploadLinkStore implements UploadLinkStore {
  private constructor(private readonly file: JsonDocument<UploadLinkData>) {}

  static async open(dataDir: string, onBad: (id: string) => void = () => undefined): Promise<LowUploadLinkStore> {
    const file = await JsonDocument.open<UploadLinkData>(dataDir, 'upload-links.json', (read) => {
      const links: Record<string, UploadLink> = {};
      const raw = read?.links;
      if (raw && typeof raw === 'object') {
        for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
          const link = readUploadLink(value);
          if (link && link.id === id) links[id] = link;
          else onBad(id);
        }
      }
      return { links };
    });
    return new LowUploadLinkStore(file);
  }

  #links(): Record<string, UploadLink> {
    return this.file.data.links;
  }

  async create(link: UploadLink): Promise<void> {
    this.#links()[link.id] = structuredClone(link);
    await this.file.write();
  }

  async get(id: string): Promise<UploadLink | null> {
    const link = Object.hasOwn(this.#links(), id) ? this.#links()[id] : undefined;
    return link ? structuredClone(link) : null;
  }

  async claim(id: string, now: number): Promise<UploadLink | null> {
    const link = Object.hasOwn(this.#links(), id) ? this.#links()[id] : undefined;
    if (!link || link.usedAt !== null || now >= link.expiresAt) return null;
    link.usedAt = now;
    const claimed = structuredClone(link);
    await this.file.write();
    return claimed;
  }

  async release(id: string, usedAt: number): Promise<void> {
    const link = Object.hasOwn(this.#links(), id) ? this.#links()[id] : undefined;
    if (!link || link.usedAt !== usedAt) return;
    link.usedAt = null;
    await this.file.write();
  }

  async setJob(id: string, jobId: string): Promise<void> {
    const link = Object.hasOwn(this.#links(), id) ? this.#links()[id] : undefined;
    if (!link) return;
    link.jobId = jobId;
    await this.file.write();
  }

  async setFile(id: string, file: NonNullable<UploadLink['file']>): Promise<void> {
    const link = Object.hasOwn(this.#links(), id) ? this.#links()[id] : undefined;
    if (!link) return;
    link.file = { ...file };
    await this.file.write();
  }

  async takeFile(id: string): Promise<UploadLink | null> {
    const link = Object.hasOwn(this.#links(), id) ? this.#links()[id] : undefined;
    if (!link?.file) return null;
    const taken = structuredClone(link);
    link.file = null;
    await this.file.write();
    return taken;
  }

  async purge(before: number): Promise<UploadLink[]> {
    const removed: UploadLink[] = [];
    for (const [id, link] of Object.entries(this.#links())) {
      if (link.expiresAt < before) {
        removed.push(link);
        delete this.#links()[id];
      }
    }
    if (removed.length > 0) await this.file.write();
    return removed;
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
