import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import { chainText } from '../../../core/chat/chain-text.js';
import { clip, gameName } from '../../../core/chat/chat-text.js';
import { allTools } from '../../../core/chat/tool-catalog.js';
import { ACTIVE_STATUSES } from '../../../core/jobs/job.types.js';
import { TOOL_CATEGORIES } from '../../../core/tools/tool.types.js';
import { translatorOf, type BotContext } from '../context.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { toolTitle } from '../../../i18n/tool-words.js';

/** Discord shows at most 25 suggestions. */
export const MAX_CHOICES = 25;

type Choice = ApplicationCommandOptionChoiceData<string>;

/**
 * Suggestions while the user types. Discord allows 3 s and no deferral, so every answer comes from
 * memory: the tool registry, the user's own jobs and watches, and the title index.
 */
export async function handleAutocomplete(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const text = String(focused.value ?? '').trim().toLowerCase();
  const owner = ctx.sessions.ownerForChat('discord', interaction.user.id);
  const tr = await translatorOf(ctx, interaction);
  let choices: Choice[];
  switch (`${interaction.commandName}.${focused.name}`) {
    case 'price.game':
    case 'watch.game':
    case 'wishlist.game':
      choices = ctx.titles.suggest(text, MAX_CHOICES).map((t) => ({ name: clip(`${t.title} (${t.appid})`, 100), value: String(t.appid) }));
      break;
    case 'convert.tool': {
      // The caller's recipes first (`@name`), then the tools.
      const recipes = ctx.services.recipes ? await ctx.services.recipes.list(owner) : [];
      const mine = recipes
        .filter((r) => !text || `@${r.name.toLowerCase()}`.includes(text))
        .map((r) => ({ name: clip(tr.t('dc-ac-recipe', { name: r.name, steps: chainText(r.steps) }), 100), value: `@${r.name}` }));
      const tools = allTools(ctx.services.tools)
        .filter((t) => !text || titleMatches(tr, t, text))
        .map((t) => ({ name: clip(`${t.slug} — ${toolTitle(tr, t)}`, 100), value: t.slug }));
      choices = [...mine, ...tools];
      break;
    }
    case 'convert.then':
      choices = thenChoices(ctx, interaction, String(focused.value ?? ''), tr);
      break;
    case 'tools.query': {
      const categories = TOOL_CATEGORIES.filter((c) => c.startsWith(text)).map((c) => ({
        name: clip(tr.t('dc-ac-category', { category: tr.t(`category-${c}`), value: c }), 100),
        value: c,
      }));
      const slugs = allTools(ctx.services.tools)
        .filter((t) => text && titleMatches(tr, t, text))
        .map((t) => ({ name: clip(`${t.slug} — ${toolTitle(tr, t)}`, 100), value: t.slug }));
      choices = [...categories, ...slugs];
      break;
    }
    case 'cancel.job_id':
      choices = (await ctx.services.jobs.list(owner, 50))
        .filter((j) => ACTIVE_STATUSES.has(j.status))
        .map((j) => ({ id: j.id, label: `${j.tool} · ${tr.t(`job-status-${j.status}`)} ${tr.percent(j.progress)}` }))
        .filter((j) => !text || j.id.toLowerCase().startsWith(text) || j.label.includes(text))
        .map((j) => ({ name: clip(`${j.label} · ${j.id}`, 100), value: j.id }));
      break;
    case 'unwatch.which': {
      const mine = (await ctx.services.watches.list(owner)).map((w) => ({
        name: clip(`${gameName(w.title, w.appid)} (${w.id})`, 100),
        value: w.id,
      }));
      choices = [...mine, ...(mine.length > 1 ? [{ name: tr.t('dc-ac-all-watches'), value: 'all' }] : [])].filter(
        (c) => !text || c.name.toLowerCase().includes(text) || c.value === text,
      );
      break;
    }
    default:
      choices = [];
  }
  await interaction.respond(choices.slice(0, MAX_CHOICES));
}

/**
 * The `then` option holds the rest of a chain (`tool p=1 | tool …`): while the last tool name is being typed, the
 * tools that take what the chain so far makes, each offered as the whole option text with that tool at its end.
 */
function thenChoices(ctx: BotContext, interaction: AutocompleteInteraction, typed: string, tr: Translator): Choice[] {
  const first = interaction.options.getString('tool') ?? '';
  const params = interaction.options.getString('params') ?? '';
  const cut = typed.lastIndexOf('|');
  const done = cut < 0 ? '' : typed.slice(0, cut).trim();
  const partial = typed.slice(cut + 1).trimStart().toLowerCase();
  // Past the tool name, its parameters are being typed: nothing to complete.
  if (/\s/.test(partial)) return [];
  const segments = [`${first} ${params}`, ...(done ? done.split('|') : [])];
  const prefix = done ? `${done} | ` : '';
  return ctx.toolsAfter(segments)
    .filter((t) => !partial || titleMatches(tr, t, partial))
    .map((t) => ({ name: clip(`${prefix}${t.slug} — ${toolTitle(tr, t)}`, 100), value: `${prefix}${t.slug}` }))
    // Discord refuses a choice value over 100 characters; such a chain is typed on by hand.
    .filter((c) => c.value.length <= 100);
}

/** What the user typed is in the slug, the title they are shown, or the English title (the words of the docs). */
function titleMatches(tr: Translator, t: { slug: string; title: string }, text: string): boolean {
  return t.slug.includes(text) || toolTitle(tr, t).toLowerCase().includes(text) || t.title.toLowerCase().includes(text);
}
