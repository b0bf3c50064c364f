import { chainText } from '../../core/chat/chain-text.js';
import type { Translator } from '../../core/i18n.ports.js';
import type { PipelineStep } from '../../core/pipelines/pipeline.types.js';
import { esc } from './html.js';
import { bold, code, marked } from './marked.js';

/** `/recipe save` answered (HTML) in the reader's language: the steps it keeps and how to run them. */
export function recipeSavedText(r: { name: string; steps: readonly PipelineStep[] }, tr: Translator): string {
  return [marked(tr, 'recipe-saved', { name: r.name, steps: chainText(r.steps) }, { name: bold, steps: code }), esc(tr.t('tg-recipe-run', { name: r.name }))].join('\n');
}

/** `/recipes` (HTML) in the reader's language: each recipe with its steps. */
export function recipesText(recipes: ReadonlyArray<{ name: string; steps: readonly PipelineStep[] }>, tr: Translator): string {
  if (recipes.length === 0) return esc(tr.t('tg-recipes-none'));
  return [
    `<b>${esc(tr.t('recipes-title'))}</b>`,
    ...recipes.map((r) => `• <b>${esc(r.name)}</b>: <code>${esc(chainText(r.steps))}</code>`),
    '',
    esc(tr.t('tg-recipes-run')),
  ].join('\n');
}
