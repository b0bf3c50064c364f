import type { Context } from 'grammy';
import type { Timers } from '../../core/timers.ports.js';

/** How long after an album's last item the album is taken as complete. */
export const ALBUM_WINDOW_MS = 1200;
/** Telegram albums hold at most 10 items; anything past this many is not an album the bot will take. */
const MAX_ITEMS = 20;
/** Albums being collected at once, across chats: a flood of open albums cannot grow without end. */
const MAX_OPEN = 1000;

interface Open {
  items: Context[];
  cancel: () => void;
}

/**
 * Telegram delivers an album (media group) as one update per item, each with the same `media_group_id`, and only
 * one of them carries the caption. The items are held here until none has come for `windowMs`, then handed on
 * together, in the order they were sent, so a caption such as `/convert images-to-pdf` covers every file.
 */
export class AlbumCollector {
  readonly #open = new Map<string, Open>();

  constructor(
    private readonly timers: Timers,
    private readonly onAlbum: (items: Context[]) => void,
    private readonly windowMs = ALBUM_WINDOW_MS,
  ) {}

  /** Takes one album item; returns false when the update is not part of an album. */
  add(ctx: Context): boolean {
    const msg = ctx.message;
    const group = msg?.media_group_id;
    if (!msg || !group || !ctx.chat) return false;
    const key = `${ctx.chat.id}:${group}`;
    let open = this.#open.get(key);
    if (!open) {
      if (this.#open.size >= MAX_OPEN) this.#close(this.#open.keys().next().value as string);
      open = { items: [], cancel: () => undefined };
      this.#open.set(key, open);
    }
    if (open.items.length < MAX_ITEMS) open.items.push(ctx);
    open.cancel();
    open.cancel = this.timers.after(this.windowMs, () => this.#close(key));
    return true;
  }

  /** Hands every album still being collected on at once (the bot is stopping). */
  flush(): void {
    for (const key of [...this.#open.keys()]) this.#close(key);
  }

  #close(key: string): void {
    const open = this.#open.get(key);
    if (!open) return;
    this.#open.delete(key);
    open.cancel();
    this.onAlbum([...open.items].sort((a, b) => a.message!.message_id - b.message!.message_id));
  }
}
