import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import { parseParamText } from './chain.js';
import { defineCommand, words } from './command.js';

/** A one-time upload link as the chat shows it. */
export interface UploadLinkView {
  url: string;
  /** Epoch ms; the link works until then, once. */
  expiresAt: number;
  /** The preselected tool's slug and title, when one was named. */
  tool: { slug: string; title: string } | null;
}

/**
 * `/upload [tool]`: a one-time link to upload a file of any size up to the server's limit (issue 40). The job it
 * makes is the caller's, in this chat: its progress and result come back here. Throws unknown_tool for a tool that
 * is not a file tool of this server.
 */
export default defineCommand({
  name: 'upload',
  description: 'Get a one-time link to upload a big file',
  usage: '/upload [tool]',
  args: z.object({
    tool: z.string().trim().min(1).max(64).optional().describe('The tool to run on the file (its page is opened with it)'),
    params: z.string().max(500).optional().describe('Its parameters, e.g. width=800 format=webp'),
  }),
  fromText: (text) => {
    const [tool, ...rest] = words(text);
    return { ...(tool ? { tool } : {}), ...(rest.length > 0 ? { params: rest.join(' ') } : {}) };
  },
  async run({ services, caller }, args): Promise<UploadLinkView> {
    if (!services.uploadLink) throw new AppError('service_unavailable', 'Upload links are not available on this server.');
    let tool: UploadLinkView['tool'] = null;
    if (args.tool) {
      const def = services.tools.get(args.tool.toLowerCase());
      if (!def || def.kind !== 'upload') throw new AppError('unknown_tool', `There is no file tool called ${args.tool}. See /tools.`, { field: 'tool' });
      tool = { slug: def.slug, title: def.title };
    }
    const params = tool ? parseParamText(args.params) : {};
    const link = await services.uploadLink(caller, { tool: tool?.slug ?? null, params });
    return { ...link, tool };
  },
});
