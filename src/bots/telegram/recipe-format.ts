import { chainText } from '../../core/chat/chain-text.js';
import type { PipelineStep } from '../../core/pipelines/pipeline.types.js';
import { esc } from './html.js';

/** `/recipe save` answered (HTML): the steps it keeps and how to run them. */
export function recipeSavedText(r: { name: string; steps: readonly PipelineStep[] }): string {
  return [`Saved recipe <b>${esc(r.name)}</b>: <code>${esc(chainText(r.steps))}</code>`, `Run it on a file with /convert @${esc(r.name)}`].join('\n');
}

/** `/recipes` (HTML): each recipe with its steps. */
export function recipesText(recipes: ReadonlyArray<{ name: string; steps: readonly PipelineStep[] }>): string {
  if (recipes.length === 0) return 'You have no recipes. Save one with /recipe save &lt;name&gt; &lt;tool | tool …&gt;.';
  return [
    '<b>Your recipes</b>',
    ...recipes.map((r) => `• <b>${esc(r.name)}</b>: <code>${esc(chainText(r.steps))}</code>`),
    '',
    'Run one on a file with /convert @name.',
  ].join('\n');
}
