import { z } from 'zod';

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/** Environment variables owned by this part; merged into the one config schema in src/config.ts. */
export const envShape = {
  /** Failed admin sign-ins from one address, within ADMIN_LOCKOUT_S, that lock the address out. */
  ADMIN_MAX_FAILURES: int(5, 1, 1000),
  /** Length of the failure window and of the lock-out, in seconds. */
  ADMIN_LOCKOUT_S: int(900, 1, 86_400),
};
