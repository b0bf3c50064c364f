import { clip } from '../../../core/chat/chat-text.js';
import { chainText } from '../../../core/chat/chain-text.js';
import type { PipelineStep } from '../../../core/pipelines/pipeline.types.js';
import type { OutgoingMessage } from '../messenger.js';
import { md, mdClip } from './escape.js';

type Shown = { name: string; steps: readonly PipelineStep[] };

const line = (r: Shown) => `**${mdClip(r.name, 60)}**: ${mdClip(chainText(r.steps), 300)}`;

/** `/recipe` answered: the steps it keeps and how to run them. */
export function recipeSavedReply(r: Shown): OutgoingMessage {
  return { content: clip(`Saved recipe ${line(r)}\nRun it with /convert tool:@${md(r.name)} and a file.`, 2000), embeds: [], components: [] };
}

/** `/recipes`: each recipe with its steps. */
export function recipesReply(recipes: readonly Shown[]): OutgoingMessage {
  if (recipes.length === 0) return { content: 'You have no recipes. Save one with /recipe.', embeds: [], components: [] };
  return { content: clip(['**Your recipes**', ...recipes.map(line), 'Run one with /convert tool:@name.'].join('\n'), 2000), embeds: [], components: [] };
}
