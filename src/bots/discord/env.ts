import { z } from 'zod';

// Kept local rather than imported from src/config.ts: config.ts imports this file.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const snowflake = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{5,25}$/, 'must be a numeric Discord id')
    .optional(),
);

/** Environment variables owned by this part; merged into the one config schema in src/config.ts. */
export const envShape = {
  /** Bot token; with DISCORD_APPLICATION_ID it turns the Discord bot on. */
  DISCORD_TOKEN: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
  DISCORD_APPLICATION_ID: snowflake,
  /** REST base without the version; the gateway address is then read from `/gateway/bot`. */
  DISCORD_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://discord.com/api')
    .transform((v) => v.replace(/\/+$/, '')),
  /** When set, `npm run deploy-commands` registers the commands in this guild only (instant, for testing). */
  DISCORD_GUILD_ID: snowflake,
  /**
   * Price cards, history and deal posts as Components V2 layouts (off: embeds). A refused layout falls back to the
   * embed either way; this only saves the refused request where the layouts are known not to be taken.
   */
  DISCORD_COMPONENTS_V2: z
    .preprocess(blankToUndefined, z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).default('true'))
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v)),
};
