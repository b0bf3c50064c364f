import { z } from 'zod';
import type { ToolCategory, ToolDefinition } from './tool.types.js';

/** What callers learn about a tool (GET /api/tools, bots' /tools). */
export interface ToolInfo {
  id: number;
  slug: string;
  operation: string;
  kind: ToolDefinition['kind'];
  category: ToolCategory;
  title: string;
  description: string;
  params: Record<string, unknown>;
  accepts: readonly string[];
  output: string;
}

/** The catalogue order gives each tool its stable numeric id (1-based, as in tools-catalogue.md). */
export class ToolRegistry {
  readonly #bySlug = new Map<string, { id: number; def: ToolDefinition }>();

  constructor(defs: readonly ToolDefinition[], ids: ReadonlyMap<string, number> = new Map()) {
    let next = 1;
    for (const def of defs) {
      if (this.#bySlug.has(def.slug)) throw new Error(`tool registry: duplicate slug ${def.slug}`);
      this.#bySlug.set(def.slug, { id: ids.get(def.slug) ?? next, def });
      next++;
    }
  }

  get(slug: string): ToolDefinition | undefined {
    return this.#bySlug.get(slug)?.def;
  }

  all(): ToolDefinition[] {
    return [...this.#bySlug.values()].sort((a, b) => a.id - b.id).map((e) => e.def);
  }

  info(slug: string): ToolInfo | undefined {
    const entry = this.#bySlug.get(slug);
    if (!entry) return undefined;
    const { def, id } = entry;
    const schema = z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    return {
      id,
      slug: def.slug,
      operation: def.operation,
      kind: def.kind,
      category: def.category,
      title: def.title,
      description: def.description,
      params: schema,
      accepts: def.accepts,
      output: def.output,
    };
  }
}
