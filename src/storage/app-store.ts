import type { ActivityStore } from '../core/admin/activity.ports.js';
import type { ApiKeyStore } from '../core/sessions/session.ports.js';
import type { FlagStore } from '../core/tools/flags.ports.js';

/**
 * The service's small shared state behind its async ports: API keys, flags, tool use counts and daily events.
 * Embedded in `db.json` (LowAppStore), or in PostgreSQL for a fleet (PgAppStore).
 */
export interface AppStore extends ApiKeyStore, FlagStore, ActivityStore {
  flush(): Promise<void>;
}
