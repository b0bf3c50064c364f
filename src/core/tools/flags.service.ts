import type { FeatureFlags } from '../jobs/job.ports.js';
import type { FlagState, FlagStore } from './flags.ports.js';

/** Null when the tool may run; otherwise why it is off. */
export type DisabledCheck = (slug: string, category: string, kind: string) => string | null;

/**
 * On/off switches per tool and per category (admin panel), plus the url-tools feature flag from the
 * environment. A tool runs only when none of them is off; changes apply to the next check at once.
 */
export class FlagService implements FeatureFlags {
  constructor(
    private readonly store: FlagStore,
    private readonly urlToolsEnabled: boolean,
  ) {}

  async urlToolsOn(): Promise<boolean> {
    return this.urlToolsEnabled && (await this.store.readFlags()).categories.url !== false;
  }

  async toolDisabled(slug: string, category: string, kind: string): Promise<string | null> {
    return (await this.checker())(slug, category, kind);
  }

  /** One read of the switches, then any number of checks against it (lists of tools). */
  async checker(): Promise<DisabledCheck> {
    const flags = await this.store.readFlags();
    return (slug, category, kind) => {
      if (kind === 'url' && !this.urlToolsEnabled) return 'url tools are disabled on this server';
      if (flags.categories[category] === false) return `${category} tools are disabled on this server`;
      if (flags.tools[slug] === false) return `${slug} is disabled on this server`;
      return null;
    };
  }

  async state(): Promise<FlagState> {
    return structuredClone(await this.store.readFlags());
  }

  async setTool(slug: string, enabled: boolean): Promise<void> {
    const flags = await this.state();
    flags.tools[slug] = enabled;
    await this.store.writeFlags(flags);
  }

  async setCategory(category: string, enabled: boolean): Promise<void> {
    const flags = await this.state();
    flags.categories[category] = enabled;
    await this.store.writeFlags(flags);
  }
}
