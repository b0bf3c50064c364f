import type pg from 'pg';
import type { UploadLinkStore } from '../../core/uploads/upload-link.ports.js';
import { readUploadLink, type UploadLink } from '../../core/uploads/upload-link.schema.js';

/**
 * One-time upload links in PostgreSQL (migration 042). A claim is one UPDATE whose WHERE clause is the rule (unused,
 * unexpired), so of any number of api processes racing on one link exactly one gets the row back.
 */
export class PgUploadLinkStore implements UploadLinkStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  #read(rows: Array<{ id?: string; record: unknown }>): UploadLink[] {
    const out: UploadLink[] = [];
    for (const row of rows) {
      const link = readUploadLink(row.record);
      if (link) out.push(link);
      else this.onBad(String(row.id ?? '?'));
    }
    return out;
  }

  async create(link: UploadLink): Promise<void> {
    await this.pool.query('INSERT INTO upload_links (id, expires_at, used_at, record) VALUES ($1, $2, $3, $4)', [
      link.id,
      link.expiresAt,
      link.usedAt,
      JSON.stringify(link),
    ]);
  }

  async get(id: string): Promise<UploadLink | null> {
    return this.#read((await this.pool.query('SELECT id, record FROM upload_links WHERE id = $1', [id])).rows)[0] ?? null;
  }

  async claim(id: string, now: number): Promise<UploadLink | null> {
    const { rows } = await this.pool.query(
      `UPDATE upload_links SET used_at = $2, record = record || jsonb_build_object('usedAt', $2::bigint)
       WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id, record`,
      [id, now],
    );
    return this.#read(rows)[0] ?? null;
  }

  async release(id: string, usedAt: number): Promise<void> {
    await this.pool.query(
      `UPDATE upload_links SET used_at = NULL, record = record || '{"usedAt": null}'::jsonb WHERE id = $1 AND used_at = $2`,
      [id, usedAt],
    );
  }

  async setJob(id: string, jobId: string): Promise<void> {
    await this.pool.query(`UPDATE upload_links SET record = record || jsonb_build_object('jobId', $2::text) WHERE id = $1`, [id, jobId]);
  }

  async setFile(id: string, file: NonNullable<UploadLink['file']>): Promise<void> {
    await this.pool.query(`UPDATE upload_links SET record = record || jsonb_build_object('file', $2::jsonb) WHERE id = $1`, [id, JSON.stringify(file)]);
  }

  async takeFile(id: string): Promise<UploadLink | null> {
    // The old record is read in the same statement that clears it: one of two takers gets the file.
    const { rows } = await this.pool.query(
      `UPDATE upload_links u SET record = u.record || '{"file": null}'::jsonb
       FROM (SELECT id, record FROM upload_links WHERE id = $1 FOR UPDATE) old
       WHERE u.id = old.id AND old.record->'file' IS NOT NULL AND old.record->'file' <> 'null'::jsonb
       RETURNING old.id, old.record`,
      [id],
    );
    return this.#read(rows)[0] ?? null;
  }

  async purge(before: number): Promise<UploadLink[]> {
    return this.#read((await this.pool.query('DELETE FROM upload_links WHERE expires_at < $1 RETURNING id, record', [before])).rows);
  }

  async flush(): Promise<void> {}
}
