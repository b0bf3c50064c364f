/** Developer keys: the record and where it is kept. */

export interface ApiKeyRecord {
  id: string;
  label: string;
  /** SHA-256 hex of the key; the key itself is never stored. */
  hash: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** Developer keys (lowdb embedded, a table scaled); records are copies. */
export interface ApiKeyStore {
  listKeys(): Promise<ApiKeyRecord[]>;
  /** The key whose SHA-256 is `hash`, revoked or not. */
  findByHash(hash: string): Promise<ApiKeyRecord | null>;
  addKey(record: ApiKeyRecord): Promise<void>;
  /** Changes label, lastUsedAt or revokedAt; answers whether the key exists. */
  updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'label' | 'lastUsedAt' | 'revokedAt'>>): Promise<boolean>;
}
