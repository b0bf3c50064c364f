import type { PipelineStep } from '../pipelines/pipeline.types.js';

/** A saved chain as a chat user types it: `image-resize width=640 | image-convert-webp quality=80`. */
export function chainText(steps: readonly PipelineStep[]): string {
  return steps.map((step) => [step.tool, ...paramWords(step.params)].join(' ')).join(' | ');
}

/** `name=value` per parameter set (an optional one left out is not shown). */
function paramWords(params: Record<string, unknown>): string[] {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${name}=${String(value)}`);
}
