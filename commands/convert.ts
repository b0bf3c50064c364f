import { z } from 'zod';
import { AppError } from '../src/core/errors.js';
import type { FetchFile } from '../src/core/jobs/job.types.js';
import { chainSteps, parseParamText, toolNamed } from './chain.js';
import { defineCommand, words, type CommandContext } from './command.js';

/**
 * What `/convert` answers: the queued job and the tool it runs. Its status message, progress and result
 * come from chat delivery, not from the command's reply.
 */
export interface ConvertResult {
  jobId: string;
  /** The tool's slug. */
  tool: string;
}

export { parseParamText } from './chain.js';

/**
 * `/convert <tool> [param=value ...] [video link]`: queues a tool on the file the message carries or
 * replies to (upload tools) or on the video link (url tools), with source = the caller's platform and the
 * caller's chat as delivery target. `tool` is a slug or a catalogue id. Returns `{job, tool}`.
 * Throws the job service's AppErrors: unknown_tool, upload_required, url_required, invalid_url,
 * invalid_params, unsupported_type, file_too_large, limit_reached, tool_disabled.
 */
export default defineCommand({
  name: 'convert',
  description: 'Run a file tool on the attached file or a video link',
  usage: '/convert <tool> [param=value ...] [video link]',
  takesFile: true,
  args: z.object({
    tool: z.string().trim().min(1).max(64).describe('Tool name (see /tools), e.g. image-grayscale, or @recipe'),
    params: z.string().trim().max(500).optional().describe('Parameters as name=value, e.g. width=200 height=100'),
    url: z.string().trim().max(2048).optional().describe('Video link or web page address, for link tools'),
    then: z.string().trim().max(1000).optional().describe('More steps: tool param=value | tool ...'),
  }),
  fromText(text) {
    const [first, ...more] = text.split('|');
    const [tool, ...rest] = words(first);
    const url = rest.find((w) => /^(https?:\/\/|www\.|youtu\.?be)/i.test(w));
    const params = rest.filter((w) => w !== url).join(' ');
    const then = more.join('|').trim();
    return { tool, params: params || undefined, url, then: then || undefined };
  },
  async run({ services, caller, file, files }, args): Promise<ConvertResult> {
    const all = files?.length ? files : file ? [file] : [];
    // Several files are one job too: a tool that takes many gets them all, a one-file chain runs on each.
    if (args.then || args.tool.startsWith('@') || all.length > 1) return runPipeline({ services, caller }, args, all);
    const key = args.tool.toLowerCase();
    const fields: Record<string, unknown> = parseParamText(args.params);
    if (args.url) fields.url = args.url;
    // Resolved here, once: the intake takes the tool as found. An unknown name goes through as typed and the
    // intake refuses it with unknown_tool.
    const job = await services.chatJobs.submit({
      tool: toolNamed(services.tools, key) ?? key,
      owner: caller.owner,
      source: caller.platform,
      fields,
      file: all[0],
      chat: caller.chat,
    });
    return { jobId: job.id, tool: job.tool };
  },
});

/**
 * `/convert a p=1 | b p=2` (or Discord's `then` option) and `/convert @name`: one pipeline job over the attached
 * file, its steps checked before the file is fetched; errors name the step.
 */
async function runPipeline(
  { services, caller }: Pick<CommandContext, 'services' | 'caller'>,
  args: { tool: string; params?: string; url?: string; then?: string },
  files: readonly FetchFile[],
): Promise<ConvertResult> {
  let steps: Array<Record<string, unknown>>;
  if (args.tool.startsWith('@')) {
    if (!services.recipes) throw new AppError('unknown_tool', 'Recipes are not available here.');
    steps = await services.recipes.stepsFor(caller.owner, args.tool.slice(1));
  } else {
    steps = chainSteps(services.tools, [[args.tool, args.params ?? ''].join(' '), ...(args.then ? args.then.split('|') : [])]);
  }
  const job = await services.chatJobs.submitPipeline({
    steps,
    owner: caller.owner,
    source: caller.platform,
    fields: args.url ? { url: args.url } : {},
    files: [],
    fetch: files,
    chat: caller.chat,
  });
  return { jobId: job.id, tool: job.tool };
}
