import { Events, type Client, type Interaction } from 'discord.js';
import { translatorOf, type BotContext } from './context.js';
import { handleAutocomplete } from './handlers/autocomplete.js';
import { handleButton } from './handlers/buttons.js';
import { handleCommand } from './handlers/command.js';
import { handleForm } from './handlers/forms.js';
import { handleMessageMenu } from './handlers/message-menu.js';
import { handleMakeSticker, MAKE_STICKER_MENU } from './menus/make-sticker.js';
import { showApology } from './replies.js';

async function route(ctx: BotContext, interaction: Interaction): Promise<void> {
  if (interaction.isChatInputCommand()) return handleCommand(ctx, interaction);
  if (interaction.isAutocomplete()) return handleAutocomplete(ctx, interaction);
  if (interaction.isButton()) return handleButton(ctx, interaction);
  if (interaction.isMessageContextMenuCommand() && interaction.commandName === MAKE_STICKER_MENU) return handleMakeSticker(ctx, interaction);
  if (interaction.isMessageContextMenuCommand()) return handleMessageMenu(ctx, interaction);
  if (interaction.isModalSubmit()) return handleForm(ctx, interaction);
}

/**
 * The one error boundary for interactions: anything a handler did not turn into a refusal is logged
 * with its stack, and the user sees a short ephemeral apology (autocomplete gets an empty list).
 */
export function installInteractionRouter(client: Client, ctx: BotContext): void {
  client.on(Events.InteractionCreate, (interaction) => {
    route(ctx, interaction).catch(async (err: unknown) => {
      ctx.log.error({ err, interaction: interaction.id, type: interaction.type, user: interaction.user.id }, 'discord interaction failed');
      try {
        if (interaction.isAutocomplete()) {
          if (!interaction.responded) await interaction.respond([]);
        } else if (interaction.isRepliable()) {
          await showApology(interaction, await translatorOf(ctx, interaction));
        }
      } catch (replyErr) {
        ctx.log.warn({ err: replyErr, interaction: interaction.id }, 'discord apology could not be shown');
      }
    });
  });
}
