import { z } from 'zod';

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/** Environment variables owned by this part; merged into the one config schema in src/config.ts. */
export const envShape = {
  /**
   * API key the web page's price lookups are made with, server side (one of API_KEYS or a key made in the admin
   * panel). Unset: the price page says price lookups are not set up.
   */
  WEB_PRICE_KEY: optionalSecret,
  /** Failed admin sign-ins from one address, within ADMIN_LOCKOUT_S, that lock the address out. */
  ADMIN_MAX_FAILURES: int(5, 1, 1000),
  /** Length of the failure window and of the lock-out, in seconds. */
  ADMIN_LOCKOUT_S: int(900, 1, 86_400),
};
