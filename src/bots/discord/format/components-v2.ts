import { ButtonStyle, ComponentType, DiscordAPIError, MessageFlags, type APIMessageTopLevelComponent } from 'discord.js';
import { clip } from '../../../core/chat/chat-text.js';
import type { OutgoingMessage } from '../messenger.js';

/**
 * A card as a Components V2 layout (message flag IS_COMPONENTS_V2, 1 << 15): a Container (17) with the accent
 * colour, a Section (9) with the heading beside a Thumbnail (11), Text Displays (10) for the facts, a Media Gallery
 * (12) for the chart, and link buttons. Such a message has no content and no embeds: the layout is the message.
 */
export interface CardLayout {
  accent: number;
  /** Markdown; a `## [title](url)` heading, say. */
  heading: string;
  /** The image beside the heading (a game's capsule), or a link button there when there is none. */
  thumbnail: { url: string; description: string } | null;
  /** Markdown blocks, each its own Text Display. */
  blocks: string[];
  /** A picture sent with the message (`attachment://name`), shown full width. */
  gallery: { url: string; description: string } | null;
  /** Small print under everything. */
  footer: string | null;
  /** Link buttons (at most 5). */
  links: Array<{ label: string; url: string }>;
}

/** Discord's bound on all Text Display content of one message. */
const MAX_TEXT = 4000;

export function cardMessage(card: CardLayout, files: OutgoingMessage['files'] = []): OutgoingMessage {
  const text = (content: string) => ({ type: ComponentType.TextDisplay, content }) as const;
  const [firstLink, ...moreLinks] = card.links;
  const accessory = card.thumbnail
    ? { type: ComponentType.Thumbnail, media: { url: card.thumbnail.url }, description: clip(card.thumbnail.description, 1024) }
    : firstLink
      ? { type: ComponentType.Button, style: ButtonStyle.Link, label: clip(firstLink.label, 80), url: firstLink.url }
      : null;
  const buttons = card.thumbnail ? card.links : moreLinks;
  let budget = MAX_TEXT - card.heading.length;
  const blocks = card.blocks.map((b) => {
    const shown = clip(b, Math.max(1, budget));
    budget -= shown.length;
    return shown;
  });
  const inside = [
    accessory ? { type: ComponentType.Section, components: [text(card.heading)], accessory } : text(card.heading),
    ...blocks.filter((b) => b.length > 0).map(text),
    ...(card.gallery ? [{ type: ComponentType.MediaGallery, items: [{ media: { url: card.gallery.url }, description: clip(card.gallery.description, 1024) }] }] : []),
    ...(card.footer ? [text(clip(`-# ${card.footer}`, Math.max(4, budget)))] : []),
    ...(buttons.length > 0
      ? [{ type: ComponentType.ActionRow, components: buttons.slice(0, 5).map((l) => ({ type: ComponentType.Button, style: ButtonStyle.Link, label: clip(l.label, 80), url: l.url })) }]
      : []),
  ];
  const container = { type: ComponentType.Container, accent_color: card.accent, components: inside } as unknown as APIMessageTopLevelComponent;
  return { components: [container], files, flags: MessageFlags.IsComponentsV2 };
}

/**
 * Sends the V2 layout, and the plain message (embeds) where Discord refuses it: an answer 400 to the V2 request
 * (an older API version, a proxy or a client that does not take the flag). Any other failure is the caller's.
 */
export async function sendWithFallback<T>(send: (message: OutgoingMessage) => Promise<T>, v2: OutgoingMessage | null, plain: OutgoingMessage): Promise<T> {
  if (!v2) return send(plain);
  try {
    return await send(v2);
  } catch (err) {
    if (!(err instanceof DiscordAPIError) || err.status !== 400) throw err;
    return send(plain);
  }
}
