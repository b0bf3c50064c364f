import { takesType } from '../tools/accepts.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { ToolCategory, ToolKind } from '../tools/tool.types.js';
import { TOOL_CATEGORIES } from '../tools/tool.types.js';

/** What a chat shows about one tool. */
export interface ToolSummary {
  /** The tool's stable id (its catalogue number); short enough for button payloads. */
  id: number;
  slug: string;
  title: string;
  description: string;
  category: ToolCategory;
  kind: ToolKind;
}

/** One parameter of a tool, described for a chat user. */
export interface ToolParamSummary {
  name: string;
  description: string;
  /** e.g. `1–10000`, `png, jpeg, webp`, or null when free text. */
  range: string | null;
  default: string | null;
}

export interface ToolDetail extends ToolSummary {
  accepts: readonly string[];
  output: string;
  params: ToolParamSummary[];
}

/** A page of the catalogue: tools in catalogue order (so grouped by category). */
export interface ToolPage {
  /** The category or words the user filtered by; null for the whole catalogue. */
  filter: string | null;
  tools: ToolSummary[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Tools matching the filter, on all pages. */
  total: number;
}

export const TOOLS_PAGE_SIZE = 15;

/** Every tool in catalogue order; read straight from the definitions (no parameter schema), so nothing is cached. */
export function allTools(registry: ToolRegistry): ToolSummary[] {
  return registry.all().map((def) => ({
    id: def.id,
    slug: def.slug,
    title: def.title,
    description: def.description,
    category: def.category,
    kind: def.kind,
  }));
}

export function toolById(registry: ToolRegistry, id: number): ToolSummary | undefined {
  return allTools(registry).find((t) => t.id === id);
}

/**
 * Upload tools that accept a file of this (magic-byte detected) type; a file whose type is not known is asked about as
 * UNNAMED_FILE, which only the tools that take any file take.
 */
export function toolsForMime(registry: ToolRegistry, mime: string): ToolSummary[] {
  return allTools(registry).filter((t) => t.kind === 'upload' && takesType(registry.get(t.slug)!.accepts, mime));
}

/** Tools that work on a video link (not the web page captures, which take any page's address). */
export function urlTools(registry: ToolRegistry): ToolSummary[] {
  return allTools(registry).filter((t) => t.kind === 'url' && (registry.get(t.slug)?.link ?? 'video') === 'video');
}

export function isCategory(word: string): word is ToolCategory {
  return (TOOL_CATEGORIES as readonly string[]).includes(word);
}

/**
 * The catalogue filtered by a category name or by words (all must appear in the slug, title or
 * description), cut into pages. A page number past the end gives the last page. `wordsOf` adds the words a reader
 * sees for a tool (its title and description in their language), so they find it by those too.
 */
export function toolPage(registry: ToolRegistry, filter: string | undefined, page = 1, wordsOf?: (tool: ToolSummary) => string): ToolPage {
  const query = filter?.trim().toLowerCase() || null;
  let tools = allTools(registry);
  if (query && isCategory(query)) {
    tools = tools.filter((t) => t.category === query);
  } else if (query) {
    const words = query.split(/\s+/);
    tools = tools.filter((t) => {
      const text = `${t.slug} ${t.title} ${t.description} ${t.category} ${wordsOf?.(t) ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }
  const pageCount = Math.max(1, Math.ceil(tools.length / TOOLS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    filter: query,
    tools: tools.slice((current - 1) * TOOLS_PAGE_SIZE, current * TOOLS_PAGE_SIZE),
    page: current,
    pageCount,
    total: tools.length,
  };
}

/** One tool with its parameters, for `/tools <slug>` and for a /convert without arguments. */
export function toolDetail(registry: ToolRegistry, slug: string): ToolDetail | undefined {
  const info = registry.info(slug);
  if (!info) return undefined;
  const summary = allTools(registry).find((t) => t.slug === slug)!;
  const props = (info.params as { properties?: Record<string, JsonProp> }).properties ?? {};
  const params = Object.entries(props).map(([name, p]) => ({
    name,
    description: p.description ?? '',
    range: rangeText(p),
    default: p.default === undefined ? null : String(p.default),
  }));
  return { ...summary, accepts: info.accepts, output: info.output, params };
}

interface JsonProp {
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  pattern?: string;
  anyOf?: JsonProp[];
}

function rangeText(p: JsonProp): string | null {
  const inner = p.anyOf?.find((x) => x.enum || x.minimum !== undefined) ?? p;
  if (inner.enum) return inner.enum.map(String).join(', ');
  if (inner.minimum !== undefined && inner.maximum !== undefined) return `${inner.minimum}–${inner.maximum}`;
  return null;
}
