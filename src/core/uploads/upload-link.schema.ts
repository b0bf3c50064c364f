import { z } from 'zod';
import { chatTargetSchema } from '../chat/chat-target.js';

/**
 * Whom a one-time upload link works for. A chat link makes its job the chat user's with that chat as its notify
 * target; a key link (MCP's `request_upload_link`) keeps the file for the key's owner until `convert` takes it.
 */
export const uploadBindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), owner: z.string().min(1), chat: chatTargetSchema }),
  z.object({ kind: z.literal('key'), owner: z.string().min(1) }),
]);

/** One issued link, as the store keeps it. `usedAt` is set once, by the one claim that wins. */
export const uploadLinkSchema = z.object({
  /** The link's unguessable nonce (192 random bits, base64url); also the file id a key link's upload is known by. */
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  binding: uploadBindingSchema,
  /** The tool the page preselects (and the job runs); null: the page offers every upload tool. */
  tool: z.string().max(64).nullable(),
  /** Parameters given when the link was asked for; the form's values fill what they leave out. */
  params: z.record(z.string(), z.string().max(500)),
  createdAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
  /** The job the upload made (chat links), once it is admitted. */
  jobId: z.string().nullable(),
  /** A key link's uploaded file, kept until `convert` takes it or the link expires. */
  file: z.object({ stored: z.string().max(64), name: z.string().max(200), size: z.number().int().nonnegative() }).nullable().default(null),
});

export type UploadBinding = z.infer<typeof uploadBindingSchema>;
export type UploadLink = z.infer<typeof uploadLinkSchema>;

/** A stored link read back; null when it is not a well-formed one. */
export function readUploadLink(raw: unknown): UploadLink | null {
  const parsed = uploadLinkSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
