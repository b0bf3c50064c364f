import type { Translator } from '../core/i18n.ports.js';

/**
 * A tool's words in the reader's language. The core describes a tool in English (its definition's title,
 * description and parameter descriptions); the adapters that show a tool look its words up here under keys made
 * from the tool's stable slug and parameter names, so renaming a title never orphans a translation:
 *   tool-<slug>-title, tool-<slug>-desc, tool-<slug>-param-<param>.
 * The keys live in src/i18n/locales/<locale>.tools.ftl (English made by scripts/i18n/tool-keys.ts).
 */
export const toolTitleKey = (slug: string): string => `tool-${slug}-title`;
export const toolDescKey = (slug: string): string => `tool-${slug}-desc`;
export const toolParamKey = (slug: string, param: string): string => `tool-${slug}-param-${param}`;
/** Only for a tool whose output is told in words ("same as input", "image/png or image/webp (format)"). */
export const toolOutputKey = (slug: string): string => `tool-${slug}-output`;

/** The catalogue's words for `key`, else the definition's English (a tool added without keys still shows words). */
function lookUp(tr: Translator, key: string, english: string): string {
  const text = tr.t(key);
  return text === key ? english : text;
}

export function toolTitle(tr: Translator, tool: { slug: string; title: string }): string {
  return lookUp(tr, toolTitleKey(tool.slug), tool.title);
}

export function toolDescription(tr: Translator, tool: { slug: string; description: string }): string {
  return lookUp(tr, toolDescKey(tool.slug), tool.description);
}

export function paramDescription(tr: Translator, slug: string, param: string, english: string): string {
  // A parameter without English words has no key either.
  return english ? lookUp(tr, toolParamKey(slug, param), english) : english;
}

/** What a tool gives, in the reader's language when it is told in words; a MIME type stays as it is. */
export function toolOutput(tr: Translator, slug: string, english: string): string {
  return lookUp(tr, toolOutputKey(slug), english);
}

/** What a search knows of a tool: its slug, English words and category. */
export interface ToolText {
  slug: string;
  title: string;
  description: string;
  category?: string;
}

/** A tool's title, description and category in the reader's language, as one text a search matches against. */
export function toolSearchWords(tr: Translator, tool: ToolText): string {
  return [toolTitle(tr, tool), toolDescription(tr, tool), ...(tool.category ? [tr.t(`category-${tool.category}`)] : [])].join(' ');
}

/** The same tool record with its title and description in the reader's language. */
export function localTool<T extends { slug: string; title: string; description: string }>(tr: Translator, tool: T): T {
  return { ...tool, title: toolTitle(tr, tool), description: toolDescription(tr, tool) };
}

/** A tool with its output and parameters (chat /tools detail) in the reader's language. */
export function localToolDetail<
  T extends { slug: string; title: string; description: string; output: string; params: ReadonlyArray<{ name: string; description: string }> },
>(tr: Translator, tool: T): T {
  return {
    ...localTool(tr, tool),
    output: toolOutput(tr, tool.slug, tool.output),
    params: tool.params.map((p) => ({ ...p, description: paramDescription(tr, tool.slug, p.name, p.description) })),
  };
}

/** A tool's parameter JSON Schema with each property's description in the reader's language (a copy). */
export function localParamSchema(tr: Translator, slug: string, schema: Record<string, unknown>): Record<string, unknown> {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (!props) return schema;
  const local: Record<string, Record<string, unknown>> = {};
  for (const [name, prop] of Object.entries(props)) {
    local[name] = typeof prop.description === 'string' ? { ...prop, description: paramDescription(tr, slug, name, prop.description) } : prop;
  }
  return { ...schema, properties: local };
}
