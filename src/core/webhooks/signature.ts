import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the key being the secret's decoded bytes. */
export function signPayload(secret: string, id: string, timestampS: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64')}`;
}
