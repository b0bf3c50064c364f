/** Shapes the fake Discord keeps, and the limits it enforces the way Discord does (Invalid Form Body). */

export interface FakeAttachment {
  id: string;
  filename: string;
  size: number;
  content_type: string;
  url: string;
  proxy_url: string;
}

export interface FakeMessage {
  id: string;
  type: number;
  channel_id: string;
  author: { id: string; username: string; discriminator: string; avatar: null; bot: true };
  content: string;
  embeds: Array<Record<string, unknown>>;
  components: Array<Record<string, unknown>>;
  attachments: FakeAttachment[];
  flags: number;
  timestamp: string;
  edited_timestamp: string | null;
  tts: false;
  mention_everyone: false;
  mentions: unknown[];
  mention_roles: unknown[];
  pinned: false;
  allowed_mentions?: unknown;
  webhook_id?: string;
  application_id?: string;
}

/** One file part of a multipart request. */
export interface ReceivedFile {
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

let counter = 0n;
/** Snowflake-shaped ids whose timestamp part is now, so discord.js computes sane creation dates. */
export function snowflake(): string {
  counter = (counter + 1n) & 0xfffn;
  return (((BigInt(Date.now()) - 1_420_070_400_000n) << 22n) | counter).toString();
}

/** Discord's message flag for Components V2 layouts. */
export const IS_COMPONENTS_V2 = 1 << 15;

/**
 * Discord's rules for a Components V2 message (flag 1 << 15): no content and no embeds; top-level components of the
 * layout types only; a Container (17) holds no Container; a Section (9) has 1-3 Text Displays and a Thumbnail (11)
 * or a button as accessory; a Media Gallery (12) has 1-10 items with a media url; at most 40 components in all and
 * 4000 characters of text. Returns the first breach or null.
 */
export function checkLayout(body: Record<string, unknown>): string | null {
  if (typeof body.content === 'string' && body.content.length > 0) return 'content: cannot be used with IS_COMPONENTS_V2';
  if (Array.isArray(body.embeds) && body.embeds.length > 0) return 'embeds: cannot be used with IS_COMPONENTS_V2';
  let count = 0;
  let text = 0;
  const TOP = new Set([1, 9, 10, 12, 13, 14, 17]);
  const walk = (c: Record<string, unknown>, inContainer: boolean): string | null => {
    count++;
    const type = Number(c.type);
    const children = (c.components as Array<Record<string, unknown>> | undefined) ?? [];
    if (type === 10) text += String(c.content ?? '').length;
    if (type === 17) {
      if (inContainer) return 'components: a Container cannot hold a Container';
      if (c.accent_color !== undefined && !(Number.isInteger(c.accent_color) && Number(c.accent_color) >= 0 && Number(c.accent_color) <= 0xffffff)) return 'accent_color: an RGB integer';
    } else if (!TOP.has(type) && type !== 2 && type !== 11) return `components.type: ${type} is not a layout component`;
    if (type === 9) {
      if (children.length < 1 || children.length > 3 || children.some((t) => t.type !== 10)) return 'section: 1-3 Text Displays';
      const accessory = c.accessory as Record<string, unknown> | undefined;
      if (!accessory || (accessory.type !== 11 && accessory.type !== 2)) return 'section.accessory: a Thumbnail or a button';
      if (accessory.type === 11 && !String((accessory.media as { url?: string } | undefined)?.url ?? '')) return 'thumbnail.media.url: required';
      count++;
    }
    if (type === 12) {
      const items = (c.items as Array<{ media?: { url?: string } }> | undefined) ?? [];
      if (items.length < 1 || items.length > 10 || items.some((i) => !i.media?.url)) return 'media gallery: 1-10 items with a media url';
    }
    for (const child of children) {
      const breach = walk(child, inContainer || type === 17);
      if (breach) return breach;
    }
    return null;
  };
  for (const c of (body.components as Array<Record<string, unknown>> | undefined) ?? []) {
    if (!TOP.has(Number(c.type))) return `components.type: ${String(c.type)} cannot be at the top of a message`;
    const breach = walk(c, false);
    if (breach) return breach;
  }
  if (count > 40) return 'components: at most 40 in all';
  if (text > 4000) return 'components: at most 4000 characters of text';
  return null;
}

/** Checks a message body against Discord's documented limits; returns the first breach or null. */
export function checkMessageLimits(body: Record<string, unknown>): string | null {
  if ((Number(body.flags ?? 0) & IS_COMPONENTS_V2) !== 0) return checkLayout(body);
  const content = body.content;
  if (typeof content === 'string' && content.length > 2000) return 'content: must be 2000 or fewer in length';
  const embeds = body.embeds as Array<Record<string, unknown>> | undefined;
  if (embeds) {
    if (embeds.length > 10) return 'embeds: must be 10 or fewer in length';
    let total = 0;
    for (const e of embeds) {
      const title = String(e.title ?? '');
      const description = String(e.description ?? '');
      const fields = (e.fields as Array<{ name: string; value: string }> | undefined) ?? [];
      const footer = String((e.footer as { text?: string } | undefined)?.text ?? '');
      if (title.length > 256) return 'embeds.title: must be 256 or fewer in length';
      if (description.length > 4096) return 'embeds.description: must be 4096 or fewer in length';
      if (fields.length > 25) return 'embeds.fields: must be 25 or fewer in length';
      for (const f of fields) {
        if (!f.name || !f.value) return 'embeds.fields: name and value are required';
        if (f.name.length > 256 || f.value.length > 1024) return 'embeds.fields: too long';
      }
      if (footer.length > 2048) return 'embeds.footer.text: must be 2048 or fewer in length';
      total += title.length + description.length + footer.length;
      total += fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    }
    if (total > 6000) return 'embeds: total size must be 6000 or fewer';
  }
  const components = body.components as Array<{ components?: Array<{ custom_id?: string; label?: string }> }> | undefined;
  if (components) {
    if (components.length > 5) return 'components: must be 5 or fewer in length';
    for (const row of components) {
      for (const c of row.components ?? []) {
        if (c.custom_id !== undefined && (c.custom_id.length < 1 || c.custom_id.length > 100)) {
          return 'components.custom_id: must be between 1 and 100 in length';
        }
        if (c.label !== undefined && c.label.length > 80) return 'components.label: must be 80 or fewer in length';
      }
    }
  }
  return null;
}

/** Discord's rules for a chat-input command registration; returns the first breach or null. */
export function checkCommand(cmd: Record<string, unknown>): string | null {
  const nameOk = (n: unknown) => typeof n === 'string' && /^[-_\p{Ll}\p{N}]{1,32}$/u.test(n);
  const descOk = (d: unknown) => typeof d === 'string' && d.length >= 1 && d.length <= 100;
  const within = (list: unknown, allowed: number[]) =>
    list === undefined || (Array.isArray(list) && list.length > 0 && list.every((v) => allowed.includes(Number(v))));
  if (!within(cmd.integration_types, [0, 1])) return `${String(cmd.name)}.integration_types: 0 (guild) and 1 (user) only`;
  if (!within(cmd.contexts, [0, 1, 2])) return `${String(cmd.name)}.contexts: 0, 1 and 2 only`;
  // User (2) and message (3) commands: a 1-32 character name in any case, with spaces; no description, no options.
  if (cmd.type === 2 || cmd.type === 3) {
    const menuName = (n: unknown) => typeof n === 'string' && n.trim().length > 0 && [...n].length <= 32;
    if (!menuName(cmd.name)) return `name: invalid ${String(cmd.name)}`;
    const localised = Object.values((cmd.name_localizations as Record<string, unknown> | undefined) ?? {});
    if (!localised.every(menuName)) return `${String(cmd.name)}.name_localizations: invalid`;
    if (cmd.description !== undefined && cmd.description !== '') return `${String(cmd.name)}.description: context menu commands cannot have a description`;
    if (cmd.options !== undefined) return `${String(cmd.name)}.options: context menu commands cannot have options`;
    return null;
  }
  if (!nameOk(cmd.name)) return `name: invalid ${String(cmd.name)}`;
  if (!descOk(cmd.description)) return `${String(cmd.name)}.description: must be 1-100 characters`;
  const options = (cmd.options as Array<Record<string, unknown>> | undefined) ?? [];
  if (options.length > 25) return `${String(cmd.name)}.options: at most 25`;
  let optionalSeen = false;
  const names = new Set<string>();
  for (const o of options) {
    if (!nameOk(o.name) || names.has(String(o.name))) return `${String(cmd.name)}.options.name: invalid or repeated`;
    names.add(String(o.name));
    if (!descOk(o.description)) return `${String(cmd.name)}.${String(o.name)}.description: must be 1-100 characters`;
    if (o.required) {
      if (optionalSeen) return `${String(cmd.name)}.options: required options must be placed before non-required options`;
    } else optionalSeen = true;
    if (o.autocomplete && ![3, 4, 10].includes(Number(o.type))) return `${String(o.name)}: autocomplete on a non-text option`;
  }
  return null;
}

/**
 * Discord's rules for a form (modal): a 1-45 character title and custom id up to 100; 1-5 top-level components, each a
 * Label (18, label up to 45, description up to 100) around a text input (4), a string select (3, 1-25 options) or a file
 * upload (19, at most 10 files), or a Text Display (10). Returns the first breach or null.
 */
export function checkModal(data: Record<string, unknown>): string | null {
  const title = String(data.title ?? '');
  if (title.length < 1 || title.length > 45) return 'title: must be between 1 and 45 in length';
  const id = String(data.custom_id ?? '');
  if (id.length < 1 || id.length > 100) return 'custom_id: must be between 1 and 100 in length';
  const components = (data.components as Array<Record<string, unknown>> | undefined) ?? [];
  if (components.length < 1 || components.length > 5) return 'components: must be between 1 and 5 in length';
  for (const c of components) {
    if (c.type === 10) continue;
    if (c.type !== 18) return `components.type: ${String(c.type)} is not allowed at the top of a modal`;
    const label = String(c.label ?? '');
    if (label.length < 1 || label.length > 45) return 'components.label: must be between 1 and 45 in length';
    if (c.description !== undefined && String(c.description).length > 100) return 'components.description: must be 100 or fewer in length';
    const inner = (c.component ?? {}) as Record<string, unknown>;
    const innerId = String(inner.custom_id ?? '');
    if (innerId.length < 1 || innerId.length > 100) return 'components.component.custom_id: must be between 1 and 100 in length';
    if (inner.type === 3) {
      const options = (inner.options as Array<{ label?: string; value?: string; description?: string }> | undefined) ?? [];
      if (options.length < 1 || options.length > 25) return 'components.component.options: must be between 1 and 25 in length';
      for (const o of options) {
        if (!o.label || o.label.length > 100 || !o.value || o.value.length > 100) return 'components.component.options: label and value 1-100';
        if (o.description !== undefined && o.description.length > 100) return 'components.component.options.description: 100 or fewer';
      }
    } else if (inner.type === 19) {
      const max = Number(inner.max_values ?? 1);
      const min = Number(inner.min_values ?? 1);
      if (!(max >= 1 && max <= 10) || !(min >= 0 && min <= max)) return 'components.component.max_values: must be between 1 and 10';
    } else if (inner.type === 4) {
      if (inner.label !== undefined) return 'components.component.label: a text input in a Label has no label of its own';
    } else {
      return `components.component.type: ${String(inner.type)} is not allowed in a Label`;
    }
  }
  return null;
}
