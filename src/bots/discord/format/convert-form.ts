import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIModalInteractionResponseCallbackData,
  type APISelectMenuOption,
} from 'discord.js';
import { clip } from '../../../core/chat/chat-text.js';
import type { ToolSummary } from '../../../core/chat/tool-catalog.js';
import type { ToolCategory } from '../../../core/tools/tool.types.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { localTool } from '../../../i18n/tool-words.js';

/**
 * Ids of the "Convert…" forms and their parts. `cvm:<key>` runs on a message's attachments (kept under `key` while
 * the form is open), `cvf:<category>` takes its own uploads; `cvopen:<category>` is the button that opens the latter.
 */
export const FORM_ON_MESSAGE = 'cvm:';
export const FORM_WITH_UPLOAD = 'cvf:';
export const OPEN_FORM = 'cvopen:';
/** `cvmopen:<key>:<part>`: opens the "Convert…" form of a message's files with one part of its tools. */
export const OPEN_MESSAGE_FORM = 'cvmopen:';
export const FIELD_TOOL = 'tool';
export const FIELD_PARAMS = 'params';
export const FIELD_FILES = 'files';

/** Discord's own bounds: a select offers at most 25 options, a File Upload takes at most 10 files. */
export const MAX_SELECT_OPTIONS = 25;
export const MAX_FORM_FILES = 10;

/** The kinds of file the upload form is offered for (one button each under a "no file" answer; Discord allows 5 in a row). */
export const FORM_CATEGORIES: readonly ToolCategory[] = ['image', 'pdf', 'video', 'audio', 'document'];

function toolOptions(tools: readonly ToolSummary[], tr: Translator, chosen?: string): APISelectMenuOption[] {
  return tools.slice(0, MAX_SELECT_OPTIONS).map((tool) => localTool(tr, tool)).map((t) => ({
    label: clip(t.title, 100),
    value: t.slug,
    description: clip(t.description, 100),
    ...(t.slug === chosen ? { default: true } : {}),
  }));
}

/** The Label components every form has: which tool, and its options as `name=value` words. */
function toolAndParams(tools: readonly ToolSummary[], tr: Translator, chosen?: string) {
  return [
    {
      type: ComponentType.Label,
      label: clip(tr.t('dc-form-tool'), 45),
      component: {
        type: ComponentType.StringSelect,
        custom_id: FIELD_TOOL,
        options: toolOptions(tools, tr, chosen),
        min_values: 1,
        max_values: 1,
        required: true,
      },
    },
    {
      type: ComponentType.Label,
      label: clip(tr.t('dc-form-params'), 45),
      description: clip(tr.t('dc-form-params-hint'), 100),
      component: {
        type: ComponentType.TextInput,
        custom_id: FIELD_PARAMS,
        style: TextInputStyle.Short,
        required: false,
        max_length: 500,
        placeholder: 'width=200 height=100',
      },
    },
  ] as const;
}

/** "Convert…" on a message with files: pick the tool and its options; the files are the message's. */
export function messageFilesForm(key: string, tools: readonly ToolSummary[], tr: Translator): APIModalInteractionResponseCallbackData {
  return {
    custom_id: `${FORM_ON_MESSAGE}${key}`,
    title: clip(tr.t('dc-form-title-message'), 45),
    components: [...toolAndParams(tools, tr)],
  };
}

/** The upload form: up to 10 files, a tool of one kind, its options. */
export function uploadForm(category: ToolCategory, tools: readonly ToolSummary[], tr: Translator): APIModalInteractionResponseCallbackData {
  return {
    custom_id: `${FORM_WITH_UPLOAD}${category}`,
    title: clip(tr.t('dc-form-title', { kind: tr.t(`category-${category}`) }), 45),
    components: [
      {
        type: ComponentType.Label,
        label: clip(tr.t('dc-form-files'), 45),
        description: clip(tr.t('dc-form-files-hint', { max: MAX_FORM_FILES }), 100),
        component: { type: ComponentType.FileUpload, custom_id: FIELD_FILES, min_values: 1, max_values: MAX_FORM_FILES, required: true },
      },
      ...toolAndParams(tools, tr),
    ],
  };
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The tools a form offers, in parts a select can list. Up to 25 they stay one part in the order given; more (the PDF,
 * video and image kinds have 28 to 36) are sorted by title and cut into parts of even size, so each part's button can
 * say which titles it holds and every tool is one press away.
 */
export function formParts(tools: readonly ToolSummary[]): ToolSummary[][] {
  if (tools.length <= MAX_SELECT_OPTIONS) return [[...tools]];
  const sorted = [...tools].sort((a, b) => byTitle.compare(a.title, b.title));
  const count = Math.ceil(sorted.length / MAX_SELECT_OPTIONS);
  const size = Math.ceil(sorted.length / count);
  return Array.from({ length: count }, (_, i) => sorted.slice(i * size, (i + 1) * size)).filter((part) => part.length > 0);
}

/** One button per part, named by its first and last tool titles; `<prefix><n>` (1-based) opens that part's form. */
export function partButtons(prefix: string, parts: readonly ToolSummary[][]): APIActionRowComponent<APIButtonComponentWithCustomId>[] {
  const buttons: APIButtonComponentWithCustomId[] = parts.map((part, i) => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    custom_id: `${prefix}${i + 1}`,
    label: clip(`${part[0].title} … ${part.at(-1)!.title}`, 80),
  }));
  const rows: APIActionRowComponent<APIButtonComponentWithCustomId>[] = [];
  // Discord puts at most 5 buttons in a row.
  for (let i = 0; i < buttons.length; i += 5) rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  return rows;
}

/** One button per kind of file, each opening the upload form for it. */
export function openFormButtons(tr: Translator): APIActionRowComponent<APIButtonComponentWithCustomId> {
  return {
    type: ComponentType.ActionRow,
    components: FORM_CATEGORIES.map((c) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      custom_id: `${OPEN_FORM}${c}`,
      label: clip(tr.t(`category-${c}`), 80),
    })),
  };
}
