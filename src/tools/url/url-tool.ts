import type { z } from 'zod';
import { ToolError } from '../../core/errors.js';
import { INVALID_VIDEO_URL_TEXT } from '../../core/video-link.js';
import { defineTool, type ToolContext, type ToolDefinition, type ToolOutput } from '../../core/tools/tool.types.js';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const URL_TOOLS_DISABLED_TEXT = 'video link tools are disabled on this server';

type UrlToolSpec<S extends z.ZodObject> = Omit<ToolDefinition<S>, 'kind' | 'category' | 'accepts' | 'run'> & {
  /** Runs with the video id only; the user's link itself is never used past the job service. */
  run(ctx: ToolContext<z.output<S>>, videoId: string): Promise<ToolOutput>;
};

/**
 * Every url tool starts the same way: the feature flag is read at run time (it can be switched off
 * while jobs wait in the queue), and the id is checked again because it is about to be placed into
 * request paths and markup.
 */
export function defineUrlTool<S extends z.ZodObject>(spec: UrlToolSpec<S>): ToolDefinition {
  const { run, ...rest } = spec;
  return defineTool<S>({
    ...rest,
    kind: 'url',
    category: 'url',
    accepts: [],
    async run(ctx) {
      if (!(await ctx.env.urlToolsEnabled())) throw new ToolError('disabled', URL_TOOLS_DISABLED_TEXT);
      const id = ctx.videoId;
      if (!id || !VIDEO_ID.test(id)) throw new ToolError('invalid_link', `${INVALID_VIDEO_URL_TEXT}: the job carries no valid video id`);
      if (ctx.signal.aborted) throw new ToolError('internal', 'job cancelled');
      return run(ctx, id);
    },
  });
}
