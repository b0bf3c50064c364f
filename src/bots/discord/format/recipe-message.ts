import { clip } from '../../../core/chat/chat-text.js';
import { chainText } from '../../../core/chat/chain-text.js';
import type { Translator } from '../../../core/i18n.ports.js';
import type { PipelineStep } from '../../../core/pipelines/pipeline.types.js';
import type { OutgoingMessage } from '../messenger.js';
import { md, mdClip } from './escape.js';

type Shown = { name: string; steps: readonly PipelineStep[] };

const line = (r: Shown) => `**${mdClip(r.name, 60)}**: ${mdClip(chainText(r.steps), 300)}`;

/** `/recipe` answered in the reader's language: the steps it keeps and how to run them. */
export function recipeSavedReply(r: Shown, tr: Translator): OutgoingMessage {
  const saved = tr.t('recipe-saved', { name: `**${mdClip(r.name, 60)}**`, steps: mdClip(chainText(r.steps), 300) });
  return { content: clip(`${saved}\n${tr.t('dc-recipe-run', { name: md(r.name) })}`, 2000), embeds: [], components: [] };
}

/** `/recipes` in the reader's language: each recipe with its steps. */
export function recipesReply(recipes: readonly Shown[], tr: Translator): OutgoingMessage {
  if (recipes.length === 0) return { content: tr.t('dc-recipes-none'), embeds: [], components: [] };
  return { content: clip([`**${md(tr.t('recipes-title'))}**`, ...recipes.map(line), tr.t('dc-recipes-run')].join('\n'), 2000), embeds: [], components: [] };
}
