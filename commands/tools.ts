import { z } from 'zod';
import { toolDetail, toolPage, type ToolDetail, type ToolPage } from '../src/core/chat/tool-catalog.js';
import { defineCommand, words } from './command.js';

/** What `/tools` answers: a page of the catalogue, or one tool with its parameters when a slug is named. */
export type ToolsResult = { kind: 'page'; page: ToolPage } | { kind: 'detail'; tool: ToolDetail };

/**
 * `/tools [category or words] [page]`. Returns `{kind:'page', page}` (tools in catalogue order, 15 a page)
 * or `{kind:'detail', tool}` when the text is exactly a tool slug.
 */
export default defineCommand({
  name: 'tools',
  description: 'Browse the file tools by category or search words',
  usage: '/tools [category or words] [page]',
  args: z.object({
    query: z.string().trim().max(100).optional().describe('A category (image, pdf, audio, video, qr, url...) or words'),
    page: z.coerce.number().int().min(1).max(100).optional().describe('Page number'),
  }),
  fromText(text) {
    const parts = words(text);
    const last = parts.at(-1);
    if (last && /^\d{1,3}$/.test(last)) return { query: parts.slice(0, -1).join(' ') || undefined, page: last };
    return { query: parts.join(' ') || undefined };
  },
  async run({ services, toolWords }, args): Promise<ToolsResult> {
    const slug = args.query?.toLowerCase();
    const detail = slug ? toolDetail(services.tools, slug) : undefined;
    if (detail) return { kind: 'detail', tool: detail };
    return { kind: 'page', page: toolPage(services.tools, args.query, args.page ?? 1, toolWords) };
  },
});
