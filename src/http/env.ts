import { z } from 'zod';

// Kept local rather than imported from src/config.ts: config.ts imports this file.
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const int = (def: number, min: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(min).max(max).default(def));

/** Environment variables of the HTTP adapter's defences; merged into the one config schema in src/config.ts. */
export const envShape = {
  /** Proxies in front of the service when TRUST_PROXY is on: the client is the address the outermost one appended. */
  TRUST_PROXY_HOPS: int(1, 1, 10),
  /** Key that signs `sid` cookies; unset: a random one kept in DATA_DIR. */
  SESSION_SECRET: z.preprocess(blank, z.string().trim().min(32, 'must be at least 32 characters').optional()),
  /** Form fields a multipart upload may carry besides its one file. */
  MAX_FORM_FIELDS: int(50, 1, 1000),
  /** Open connections from one client address; 0 turns the cap off (it is not applied behind TRUST_PROXY). */
  MAX_CONNECTIONS_PER_IP: int(64, 0, 100_000),
  /** Time a client has to send the request headers. */
  HTTP_HEADERS_TIMEOUT_S: int(20, 1, 600),
  /** Time a client has to send a whole request; unset: 60 s + 8 s per MB of MAX_UPLOAD_MB (an upload at 1 Mbit/s). */
  HTTP_REQUEST_TIMEOUT_S: z.preprocess(blank, z.coerce.number().int().min(1).max(86_400).optional()),
  /** How long an idle keep-alive connection stays open. */
  HTTP_KEEP_ALIVE_TIMEOUT_S: int(5, 1, 600),
};
