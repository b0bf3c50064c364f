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

/** Checks a message body against Discord's documented limits; returns the first breach or null. */
export function checkMessageLimits(body: Record<string, unknown>): string | null {
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
  // User (2) and message (3) context-menu commands: a name of 1-32 characters, capitals and spaces allowed, no description.
  if (cmd.type === 2 || cmd.type === 3) {
    if (typeof cmd.name !== 'string' || cmd.name.length < 1 || cmd.name.length > 32) return `name: invalid ${String(cmd.name)}`;
    if (cmd.description !== undefined && cmd.description !== '') return `${cmd.name}.description: must be empty for a context menu`;
    if (cmd.options !== undefined) return `${cmd.name}.options: a context menu takes none`;
    return null;
  }
  if (!nameOk(cmd.name)) return `name: invalid ${String(cmd.name)}`;
  if (!descOk(cmd.description)) return `${String(cmd.name)}.description: must be 1-100 characters`;
  const within = (list: unknown, allowed: number[]) =>
    list === undefined || (Array.isArray(list) && list.length > 0 && list.every((v) => allowed.includes(Number(v))));
  if (!within(cmd.integration_types, [0, 1])) return `${String(cmd.name)}.integration_types: 0 (guild) and 1 (user) only`;
  if (!within(cmd.contexts, [0, 1, 2])) return `${String(cmd.name)}.contexts: 0, 1 and 2 only`;
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
