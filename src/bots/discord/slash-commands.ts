import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIApplicationCommandBasicOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { argOptions, COMMANDS, type CommandDefinition } from '../../../commands/index.js';
import type { Translations } from '../../core/i18n.ports.js';
import { discordLocales, localised } from './command-locales.js';
import { TARGET_SIZE_PRESET_NAMES } from '../../core/tools/target-size-presets.js';

/**
 * `/start` is Telegram's greeting convention; Discord lists commands in its own menu, so it is left out.
 * Every other shared command becomes a slash command with the same name, description and arguments.
 */
const TELEGRAM_ONLY = new Set(['start']);

/** Arguments that Discord completes as the user types (answered from local data only). */
export const AUTOCOMPLETED: Readonly<Record<string, readonly string[]>> = {
  price: ['game'],
  watch: ['game'],
  convert: ['tool', 'then'],
  cancel: ['job_id'],
  unwatch: ['which'],
  tools: ['query'],
  wishlist: ['game'],
};

/** Arguments Discord offers as a fixed list of choices (buttons in its option picker). */
const CHOICES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  fit: { size: TARGET_SIZE_PRESET_NAMES },
};

/** Commands only some members see by default (a server's admins can change it): who may change a channel's follows. */
const DEFAULT_PERMISSIONS: Readonly<Record<string, bigint>> = {
  follow: PermissionFlagsBits.ManageChannels,
  unfollow: PermissionFlagsBits.ManageChannels,
};

/** The attachment option `/convert` adds; chats without slash options send the file with the message instead. */
export const FILE_OPTION = 'file';
/** Up to 5 attachments in one job (`file`, `file2`…`file5`): a merge, or one chain run over each file. */
export const FILE_OPTIONS = [FILE_OPTION, 'file2', 'file3', 'file4', 'file5'] as const;

const TYPES = {
  string: ApplicationCommandOptionType.String,
  integer: ApplicationCommandOptionType.Integer,
  number: ApplicationCommandOptionType.Number,
} as const;

/** The shared commands Discord offers. */
export function discordCommands(): CommandDefinition[] {
  return (COMMANDS as readonly CommandDefinition[]).filter((c) => !TELEGRAM_ONLY.has(c.name));
}

/**
 * One shared command as Discord's slash-command JSON; with the catalogue, its name, description and options carry
 * `name_localizations` / `description_localizations` for every locale present that Discord offers.
 */
export function slashCommandJson(def: CommandDefinition, translations?: Translations): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const completed = new Set(AUTOCOMPLETED[def.name] ?? []);
  const locales = translations ? discordLocales(translations) : [];
  const l10n = (id: string, kind: 'name' | 'description') => (translations ? localised(translations, locales, id, kind) : {});
  const options: APIApplicationCommandBasicOption[] = argOptions(def).map((arg) => {
    const id = `cmd-${def.name}-opt-${arg.name}`;
    const option = {
      type: TYPES[arg.type],
      name: arg.name,
      ...l10n(`${id}-name`, 'name'),
      description: arg.description.slice(0, 100),
      ...l10n(id, 'description'),
      required: arg.required,
    };
    const choices = CHOICES[def.name]?.[arg.name];
    if (arg.type === 'string' && choices) return { ...option, choices: choices.map((c) => ({ name: c, value: c })) } as APIApplicationCommandBasicOption;
    return (arg.type === 'string' && completed.has(arg.name)
      ? { ...option, autocomplete: true }
      : option) as APIApplicationCommandBasicOption;
  });
  if (def.takesFile) {
    for (const [i, name] of FILE_OPTIONS.slice(0, def.maxFiles ?? FILE_OPTIONS.length).entries()) {
      options.push({
        type: ApplicationCommandOptionType.Attachment,
        name,
        description: i === 0 ? 'The file to work on (for file tools)' : `File ${i + 1}, for tools that take several (pdf-merge) or to run on each`,
        ...(i === 0 ? l10n(`cmd-${def.name}-opt-file`, 'description') : translations ? localised(translations, locales, `cmd-${def.name}-opt-file-more`, 'description', { number: i + 1 }) : {}),
        required: false,
      });
    }
  }
  // Discord refuses a required option after an optional one.
  options.sort((a, b) => Number(b.required ?? false) - Number(a.required ?? false));
  return {
    type: ApplicationCommandType.ChatInput,
    name: def.name,
    ...l10n(`cmd-${def.name}-name`, 'name'),
    description: def.description.slice(0, 100),
    ...l10n(`cmd-${def.name}`, 'description'),
    options,
    // Installable in a server and on a user's account; usable in servers, the bot's DM and group DMs.
    integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
    ...(DEFAULT_PERMISSIONS[def.name] !== undefined ? { default_member_permissions: String(DEFAULT_PERMISSIONS[def.name]) } : {}),
  };
}

/** Everything `npm run deploy-commands` registers. */
export function allSlashCommands(translations?: Translations): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return discordCommands().map((def) => slashCommandJson(def, translations));
}

/** How a command is typed on Discord, e.g. `/price game [region]`; null for a command Discord does not have. */
export function discordUsage(name: string): string | null {
  const def = discordCommands().find((c) => c.name === name);
  if (!def) return null;
  const parts = (slashCommandJson(def).options ?? []).map((o) => (o.required ? `${o.name}:` : `[${o.name}:]`));
  return [`/${def.name}`, ...parts].join(' ');
}
