/**
 * The "make it fit" sizes people ask for by name: each platform's upload limit for a file (issue 39). Discord's
 * free limit has been 10 MiB since January 2025; Telegram's Bot API sends up to 50 MB; WhatsApp takes 16 MB of
 * media; common mail servers refuse messages over 25 MB. In the core, since both the tools' `target_size` and the
 * chats' `/fit` read them.
 */
export const TARGET_SIZE_PRESETS = {
  discord: 10 * 1024 * 1024,
  'discord-nitro-basic': 50 * 1024 * 1024,
  'telegram-bot': 50_000_000,
  whatsapp: 16_000_000,
  email: 25_000_000,
} as const;

export type TargetSizePreset = keyof typeof TARGET_SIZE_PRESETS;

export const TARGET_SIZE_PRESET_NAMES = Object.keys(TARGET_SIZE_PRESETS) as [TargetSizePreset, ...TargetSizePreset[]];

export const isTargetSizePreset = (v: string): v is TargetSizePreset => Object.hasOwn(TARGET_SIZE_PRESETS, v);
