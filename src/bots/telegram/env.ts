import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Environment variables owned by this part; merged into the one config schema in src/config.ts. */
export const envShape = {
  /** Enables the Telegram bot. */
  TELEGRAM_BOT_TOKEN: optionalText,
  /** Bot API server; a local Bot API server or a test fake can stand in (no trailing slash). */
  TELEGRAM_API_ROOT: z
    .url({ protocol: /^https?$/ })
    .default('https://api.telegram.org')
    .transform((v) => v.replace(/\/+$/, '')),
  /** When set, updates arrive at this public URL (a Koa route) instead of long polling. */
  TELEGRAM_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Checked against the X-Telegram-Bot-Api-Secret-Token header; unset: derived from the session key, alike in every process. */
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, 'only A-Z, a-z, 0-9, _ and -, at most 256 characters')
      .optional(),
  ),
  /** Minutes between two price-alert checks. */
  WATCH_INTERVAL_MIN: z.coerce.number().int().min(1).max(10_080).default(60),
};
