import { takesType } from '../tools/accepts.js';
import type { ToolRegistry } from '../tools/tool.registry.js';

/** Image types a size can be reached in (target_size needs a lossy encoder); any other image is made WebP. */
const LOSSY_IMAGES = new Set(['image/jpeg', 'image/webp', 'image/avif']);

/** A tool and the parameters that make a result fit a size, beside `target_size` itself. */
export interface FitRun {
  tool: string;
  params: Record<string, string>;
}

/**
 * How a result of this type is made to fit a size (issue 39's `target_size`), for the "fit" button beside a result
 * too large for the chat (issue 40): a tool that takes the type and has `target_size`, keeping the type where one does
 * (video-to-mp4 for an MP4), else the first that takes it. A lossless image (PNG, GIF…) becomes a lossy WebP, since
 * only lossy encoders reach a size. Null when no tool does.
 */
export function fitRunFor(tools: Pick<ToolRegistry, 'all' | 'info'>, mime: string): FitRun | null {
  const slug = fitToolFor(tools, mime);
  if (!slug) return null;
  return { tool: slug, params: slug === 'image-compress' && !LOSSY_IMAGES.has(mime) ? { format: 'webp' } : {} };
}

function fitToolFor(tools: Pick<ToolRegistry, 'all' | 'info'>, mime: string): string | null {
  const fitting = tools
    .all()
    .filter((t) => t.kind === 'upload' && takesType(t.accepts, mime))
    .map((t) => tools.info(t.slug))
    .filter((info): info is NonNullable<typeof info> => {
      const props = (info?.params as { properties?: Record<string, unknown> } | undefined)?.properties;
      return Boolean(props && Object.hasOwn(props, 'target_size'));
    });
  const top = mime.split('/')[0];
  // An image keeps its type only where chats show it: a phone photo's HEIC is fitted as a WebP, although
  // image-convert-heic could keep it HEIC.
  const keepsType = top !== 'image' || LOSSY_IMAGES.has(mime);
  const keeps = (keepsType ? fitting.find((i) => i.output === mime) : undefined) ?? fitting.find((i) => i.slug === `${top}-compress`);
  return (keeps ?? fitting[0])?.slug ?? null;
}
