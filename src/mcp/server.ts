import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { McpCaller, McpDeps } from './deps.js';
import { catalogueText, registerFileTools } from './file-tools.js';
import { registerPriceTools } from './price-tools.js';
import { jobResource } from './results.js';

export const CATALOGUE_URI = 'gametools://tools';

/**
 * One MCP server for one request of one caller: the tools, resources and prompts, each calling the services the
 * HTTP routes call. Built per request (nothing of a session lives in a process), so any api process of a fleet
 * serves any request of any session.
 */
export function buildMcpServer(deps: McpDeps, caller: McpCaller, version: string): McpServer {
  const server = new McpServer(
    { name: 'gametools', title: 'gametools: file tools and game prices', version },
    {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions:
        'File tools (image, PDF, audio, video, QR, video links) and game prices. For a file: list_file_tools, describe_file_tool for the parameters, then convert with a url or base64 data. For a game: price_lookup, price_history, deals.',
    },
  );
  registerFileTools(server, deps, caller);
  registerPriceTools(server, deps, caller);

  server.registerResource(
    'tool-catalogue',
    CATALOGUE_URI,
    { title: 'File tool catalogue', description: 'Every file tool with its parameter schema, accepted inputs, output and limits.', mimeType: 'application/json' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: await catalogueText(deps) }] }),
  );
  server.registerResource(
    'job-result',
    new ResourceTemplate('gametools://jobs/{job_id}/result', { list: undefined }),
    { title: 'A job’s result', description: 'The result of one of your completed jobs, while it lives.' },
    async (uri, vars) => {
      const id = String(vars.job_id ?? '');
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error('No such job.');
      return jobResource(deps, caller.owner, id, uri.href);
    },
  );

  server.registerPrompt(
    'convert_file',
    {
      title: 'Convert this file to…',
      description: 'Converts a file to another format or size with the file tools.',
      argsSchema: { file_url: z.string().describe('Where the file is (a public URL)'), target: z.string().describe('What it should become: "a 640 px wide WebP", "an MP3"…') },
    },
    ({ file_url, target }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: `Convert the file at ${file_url} to ${target}. Use list_file_tools (filter by the input type) to find the tool, describe_file_tool for its parameters, then call convert with the url; answer the download link it returns.`,
          },
        },
      ],
    }),
  );
  server.registerPrompt(
    'is_game_cheap',
    {
      title: 'Is this game cheap now?',
      description: 'Compares a game’s current price with its regular price, its all-time low and its recent history.',
      argsSchema: { game: z.string().describe('A title or a Steam app id'), region: z.string().optional().describe('Two-letter country') },
    },
    ({ game, region }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: `Is ${game} cheap right now${region ? ` in ${region.toUpperCase()}` : ''}? Call price_lookup (appid if "${game}" is a number, else title), then price_history for the last 365 days; compare the best price with the regular price and the all-time low, and say whether to buy now or wait.`,
          },
        },
      ],
    }),
  );
  return server;
}
