import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { formatBytes, statusLines, type JobStatusView } from '../../../core/chat/progress-text.js';
import type { OutgoingMessage } from '../messenger.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { clip } from '../../../core/chat/chat-text.js';
import { mdClip } from './escape.js';

const COLORS = { active: 0x5865f2, completed: 0x57f287, failed: 0xed4245, cancelled: 0x99aab5 } as const;

/** Button ids are `cancel:<job id>`; the id is checked again against the presser's own jobs. */
export const CANCEL_PREFIX = 'cancel:';
/** `fit:<limit bytes>:<job id>`: the "fit" button under a result too large for the channel (issue 40). */
export const FIT_PREFIX = 'fit:';

export function cancelRow(jobId: string, tr: Translator): ActionRowBuilder<MessageActionRowComponentBuilder> {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder().setCustomId(`${CANCEL_PREFIX}${jobId}`).setLabel(tr.t('job-cancel-button')).setStyle(ButtonStyle.Secondary),
  );
}

/** The status text of a job (tool on the first line, then bar and stage), as the shared chat layer words it. */
export function statusText(toolTitle: string, view: JobStatusView, tr: Translator): string {
  return statusLines(toolTitle, view, tr).join('\n');
}

function statusEmbed(text: string, color: number): EmbedBuilder {
  const [title, ...rest] = text.split('\n');
  const embed = new EmbedBuilder().setColor(color).setTitle(clip(title || 'Job', 256));
  // The lines carry outside text (output file names, failure messages): escaped so none reads as markdown.
  if (rest.length > 0) embed.setDescription(mdClip(rest.join('\n'), 4096));
  return embed;
}

/** A running job: bar, percent, stage, and the Cancel button. */
export function progressMessage(jobId: string, text: string, tr: Translator): OutgoingMessage {
  return { content: '', embeds: [statusEmbed(text, COLORS.active)], components: [cancelRow(jobId, tr)] };
}

/** A finished job's status without its result (posted elsewhere); the button goes away. */
export function settledMessage(text: string): OutgoingMessage {
  return { content: '', embeds: [statusEmbed(text, COLORS.completed)], components: [] };
}

/** The notice that a job failed, sent as a new message so the user is notified. */
export function failureNotice(toolTitle: string, reason: string, tr: Translator): OutgoingMessage {
  return { content: clip(`❌ ${tr.t('job-failed-notice', { tool: toolTitle, reason })}`, 1900), embeds: [], components: [] };
}

/** A finished job that failed or was cancelled; the button goes away. */
export function endedMessage(text: string, state: 'failed' | 'cancelled'): OutgoingMessage {
  return { content: '', embeds: [statusEmbed(text, COLORS[state])], components: [], files: [] };
}

const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Discord keeps `[A-Za-z0-9._-]` in attachment names; anything else would break `attachment://` links. */
export function attachmentName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80) || 'result';
  const ext = dot > 0 ? name.slice(dot + 1).replace(/[^A-Za-z0-9]+/g, '').slice(0, 10) : '';
  return ext ? `${stem}.${ext}` : stem;
}

/** The result as an attachment; images are also shown in the embed. */
export function resultFileMessage(text: string, file: { path: string; name: string; mime: string }): OutgoingMessage {
  const name = attachmentName(file.name);
  const embed = statusEmbed(text, COLORS.completed);
  if (INLINE_IMAGES.has(file.mime)) embed.setImage(`attachment://${name}`);
  return { content: '', embeds: [embed], components: [], files: [new AttachmentBuilder(file.path, { name })] };
}

/** The result is above what this interaction may upload: a download link instead, valid until the job expires. */
export function resultLinkMessage(text: string, link: string, expiresAt: number, limitBytes: number, tr: Translator, fit?: { jobId: string } | null): OutgoingMessage {
  const embed = statusEmbed(text, COLORS.completed).addFields({
    name: tr.t('job-download'),
    value: clip(
      // Discord writes the <t:…> stamp in the reader's own time zone and language.
      `${tr.t('job-too-large-to-upload', { limit: formatBytes(limitBytes) })}\n` +
        `[${tr.t('job-download-link')}](${link}) — ${tr.t('job-available-until', { until: `<t:${Math.floor(expiresAt / 1000)}:f>` })}`,
      1024,
    ),
  });
  // A result whose type a target_size tool takes: one press makes it again within the limit (issue 39).
  const components = fit
    ? [
        new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId(`${FIT_PREFIX}${limitBytes}:${fit.jobId}`)
            .setLabel(tr.t('upload-fit-button', { limit: formatBytes(limitBytes) }))
            .setStyle(ButtonStyle.Primary),
        ),
      ]
    : [];
  return { content: '', embeds: [embed], components, files: [] };
}
