import type { Config } from '../config.js';
import type { Clock } from '../core/clock.ports.js';
import type { WebhookKeyStore } from '../core/webhooks/webhook.ports.js';
import type { AppStore } from '../storage/app-store.js';
import { dataFolderHolder, holdDataFolder, releaseDataFolder } from '../storage/data-lock.js';

/** The stores an administration tool needs for API keys: the keys themselves and their webhook signing secrets. */
export interface KeyStores {
  appStore: AppStore;
  webhookKeys: Pick<WebhookKeyStore, 'setSecret'>;
  /** Durable writes done, connections and the data folder let go. */
  close(): Promise<void>;
}

/** Where the key stores are and whether this process may write them now. */
export type KeyStoresOpening =
  | { kind: 'open'; stores: KeyStores; writable: boolean }
  /** Embedded, with a live service holding DATA_DIR: only reading is safe (it writes its files whole). */
  | { kind: 'held'; holder: number; stores: KeyStores };

/**
 * Opens the API-key stores of the deployment the settings describe, the same choice `openEngines` makes:
 * PostgreSQL with DATABASE_URL (every process reads and writes it at once), else the lowdb files in DATA_DIR.
 * A data folder a running service holds is opened for reading only: the service keeps db.json in memory and
 * would overwrite a change made beside it at its next write. Otherwise this process takes the folder's lock
 * until `close`, so a service started meanwhile waits for no lost write. The PostgreSQL code is loaded only when
 * it is used.
 */
export async function openKeyStores(config: Config, clock: Clock): Promise<KeyStoresOpening> {
  if (config.DATABASE_URL) {
    const [{ createPgPool }, { migrate }, { PgAppStore }, { PgWebhookKeys }] = await Promise.all([
      import('../storage/pg/pool.js'),
      import('../storage/pg/migrate.js'),
      import('../storage/pg/app-state.js'),
      import('../storage/pg/webhooks.js'),
    ]);
    const pool = createPgPool(config.DATABASE_URL, { max: 2 });
    try {
      await migrate(pool);
      const appStore = await PgAppStore.open({ pool, clock });
      const close = async () => {
        await appStore.close();
        await pool.end();
      };
      return { kind: 'open', writable: true, stores: { appStore, webhookKeys: new PgWebhookKeys(pool), close } };
    } catch (err) {
      await pool.end();
      throw err;
    }
  }
  const [{ LowAppStore }, { LowWebhookKeys }] = await Promise.all([import('../storage/app-db.js'), import('../storage/webhook-keys.js')]);
  const dir = config.DATA_DIR;
  const holder = await dataFolderHolder(dir);
  if (holder !== null) {
    const appStore = await LowAppStore.open(dir, clock);
    // Reading only: nothing is flushed, so nothing the service wrote is overwritten.
    const readOnly: KeyStores = {
      appStore,
      webhookKeys: {
        setSecret: () => Promise.reject(new Error(`${dir} is held by the running service (pid ${holder})`)),
      },
      close: async () => undefined,
    };
    return { kind: 'held', holder, stores: readOnly };
  }
  const taken = await holdDataFolder(dir);
  const release = () => (taken ? releaseDataFolder(dir) : Promise.resolve());
  try {
    const appStore = await LowAppStore.open(dir, clock);
    const webhookKeys = await LowWebhookKeys.open(dir);
    const close = async () => {
      try {
        await appStore.flush();
        await webhookKeys.flush();
      } finally {
        await release();
      }
    };
    return { kind: 'open', writable: true, stores: { appStore, webhookKeys, close } };
  } catch (err) {
    await release();
    throw err;
  }
}
