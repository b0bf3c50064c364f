import type { EventsByDay } from '../core/admin/tool-activity.js';
import type { ToolActivity } from '../core/jobs/job.ports.js';
import type { ApiKeyStore } from '../core/sessions/session.service.js';
import type { FlagStore } from '../core/tools/flags.service.js';

/**
 * The service's small shared state: API keys, flags, tool use counts and daily events. Embedded in `db.json`
 * (AppDb), or in PostgreSQL for a fleet (PgAppState).
 */
export interface AppStore extends ApiKeyStore, FlagStore, ToolActivity {
  toolUses(slug: string): number;
  /** day → tool slug → counts, for the admin panel. */
  events(): Promise<EventsByDay>;
  flush(): Promise<void>;
}
