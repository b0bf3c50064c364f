import type { FeatureFlags } from '../jobs/job.ports.js';

export interface FlagState {
  tools: Record<string, boolean>;
  categories: Record<string, boolean>;
}

export interface FlagStore {
  readFlags(): FlagState;
  writeFlags(flags: FlagState): Promise<void>;
}

/**
 * On/off switches per tool and per category (admin panel), plus the url-tools feature flag from the
 * environment. A tool runs only when none of them is off; changes apply to the next check at once.
 */
export class FlagService implements FeatureFlags {
  constructor(
    private readonly store: FlagStore,
    private readonly urlToolsEnabled: boolean,
  ) {}

  urlToolsOn(): boolean {
    return this.urlToolsEnabled && this.store.readFlags().categories.url !== false;
  }

  toolDisabled(slug: string, category: string, kind: string): string | null {
    const flags = this.store.readFlags();
    if (kind === 'url' && !this.urlToolsEnabled) return 'url tools are disabled on this server';
    if (flags.categories[category] === false) return `${category} tools are disabled on this server`;
    if (flags.tools[slug] === false) return `${slug} is disabled on this server`;
    return null;
  }

  state(): FlagState {
    return structuredClone(this.store.readFlags());
  }

  async setTool(slug: string, enabled: boolean): Promise<void> {
    const flags = this.state();
    flags.tools[slug] = enabled;
    await this.store.writeFlags(flags);
  }

  async setCategory(category: string, enabled: boolean): Promise<void> {
    const flags = this.state();
    flags.categories[category] = enabled;
    await this.store.writeFlags(flags);
  }
}
