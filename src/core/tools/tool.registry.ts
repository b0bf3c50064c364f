import { z } from 'zod';
import type { ToolCaps, ToolCategory, ToolDefinition, ToolLimits } from './tool.types.js';
import { capsOf, outputLabel } from './tool.types.js';

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
  /** The caps the tool enforces on this server (empty when it has none of its own). */
  limits: ToolCaps;
}

/** One exact MIME type: a type, a slash and a subtype (parameters allowed, as in `audio/ogg; codecs=opus`), no wildcard. */
export const EXACT_MIME = /^[a-z]+\/[a-zA-Z0-9][a-zA-Z0-9.+-]*(; ?[a-z]+=[a-z0-9.+-]+)*$/;

/**
 * Every tool, listed by its own id (the catalogue number each definition carries). The registry is built from the
 * definitions alone; it refuses two tools with one slug, operation or id, and a fixed output that is not one exact
 * MIME type, so the declarations stay checkable by machine. The server's limits resolve the caps a tool reads from
 * the configuration; without them only the fixed caps are listed.
 */
export class ToolRegistry {
  readonly #bySlug = new Map<string, ToolDefinition>();
  readonly #ordered: ToolDefinition[];
  readonly #server: ToolLimits | null;

  constructor(defs: readonly ToolDefinition[], server: ToolLimits | null = null) {
    this.#server = server;
    const ids = new Set<number>();
    const operations = new Set<string>();
    for (const def of defs) {
      if (this.#bySlug.has(def.slug)) throw new Error(`tool registry: duplicate slug ${def.slug}`);
      if (!Number.isSafeInteger(def.id) || def.id < 1) throw new Error(`tool registry: ${def.slug} has no valid id`);
      if (ids.has(def.id)) throw new Error(`tool registry: duplicate id ${def.id} (${def.slug})`);
      if (operations.has(def.operation)) throw new Error(`tool registry: duplicate operation ${def.operation}`);
      if (typeof def.output === 'string' && !EXACT_MIME.test(def.output)) {
        throw new Error(`tool registry: ${def.slug} declares "${def.output}", which is not one MIME type`);
      }
      ids.add(def.id);
      operations.add(def.operation);
      this.#bySlug.set(def.slug, def);
    }
    this.#ordered = [...defs].sort((a, b) => a.id - b.id);
  }

  get(slug: string): ToolDefinition | undefined {
    return this.#bySlug.get(slug);
  }

  all(): ToolDefinition[] {
    return [...this.#ordered];
  }

  get size(): number {
    return this.#ordered.length;
  }

  info(slug: string): ToolInfo | undefined {
    const def = this.#bySlug.get(slug);
    if (!def) return undefined;
    const schema = z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    return {
      id: def.id,
      slug: def.slug,
      operation: def.operation,
      kind: def.kind,
      category: def.category,
      title: def.title,
      description: def.description,
      params: schema,
      accepts: def.accepts,
      output: outputLabel(def),
      limits: this.#server ? capsOf(def, this.#server) : typeof def.limits === 'object' ? { ...def.limits } : {},
    };
  }
}
