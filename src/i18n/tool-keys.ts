import { EXACT_MIME, type ToolRegistry } from '../core/tools/tool.registry.js';
import { toolDescKey, toolOutputKey, toolParamKey, toolTitleKey } from './tool-words.js';

/** The file beside `<locale>.ftl` that holds the tools' words (loaded as part of the same locale). */
export const toolsFtlName = (locale: string): string => `${locale}.tools.ftl`;

/** One tool's message keys with their English words, as the definitions give them. */
export interface ToolEntries {
  slug: string;
  entries: Array<[key: string, english: string]>;
}

/**
 * Every key the adapters look up for the registry's tools (title, description, output when told in words, parameters), in catalogue order, with the definition's English: what
 * en.tools.ftl must hold (scripts/i18n/tool-keys.ts writes it; test/i18n/tool-keys.test.ts holds them together).
 */
export function toolEntries(registry: ToolRegistry): ToolEntries[] {
  return registry.all().map((def) => {
    const entries: Array<[string, string]> = [
      [toolTitleKey(def.slug), def.title],
      [toolDescKey(def.slug), def.description],
    ];
    const info = registry.info(def.slug)!;
    // A MIME type (or a family such as image/*) is no word to translate; "same as input" and the like are.
    if (!EXACT_MIME.test(info.output) && !/^[a-z]+\/\*$/.test(info.output)) entries.push([toolOutputKey(def.slug), info.output]);
    const props = (info.params as { properties?: Record<string, { description?: unknown }> }).properties ?? {};
    for (const [name, prop] of Object.entries(props)) {
      if (typeof prop.description === 'string' && prop.description) entries.push([toolParamKey(def.slug, name), prop.description]);
    }
    return { slug: def.slug, entries };
  });
}
