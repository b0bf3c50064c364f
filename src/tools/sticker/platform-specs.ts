/**
 * The asset rules each platform states for stickers and emoji (core.telegram.org/stickers; Discord's emoji and
 * sticker resources). Byte limits follow each platform's own unit: Telegram writes "KB" and is read here as
 * 1,000 bytes, the stricter reading, so an asset we make is never refused for a few bytes; Discord states KiB.
 */
export const STICKER_SPECS = {
  telegramStatic: { side: 512, maxBytes: 512_000 },
  telegramVideo: { side: 512, maxBytes: 256_000, maxSeconds: 3, maxFps: 30 },
  discordEmoji: { side: 128, maxBytes: 256 * 1024 },
  discordSticker: { side: 320, maxBytes: 512 * 1024 },
} as const;
