/** The admin panel's switches and where they are kept. */

export interface FlagState {
  tools: Record<string, boolean>;
  categories: Record<string, boolean>;
}

/** Where the admin panel's switches are kept (lowdb embedded, a table scaled). */
export interface FlagStore {
  readFlags(): Promise<FlagState>;
  writeFlags(flags: FlagState): Promise<void>;
}
