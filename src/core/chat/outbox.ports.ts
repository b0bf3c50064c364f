import { z } from 'zod';
import type { ChatPlatform } from './chat-target.js';

/** One chat job whose result must reach its chat, exactly once across restarts and processes. */
export const outboxEntrySchema = z.object({
  jobId: z.string(),
  platform: z.enum(['telegram', 'discord']),
  /** The job's owner, needed to read the job back after a restart. */
  owner: z.string(),
  /** `chatKey(target)`: which conversation, so a chat that is gone can drop its deliveries. */
  chatKey: z.string(),
  /** The message showing the job's progress, once sent (platform message id, as text). */
  statusMessageId: z.string().nullable(),
  /** `dropped`: the chat is gone (bot blocked, kicked, chat deleted); nothing will be sent. */
  state: z.enum(['pending', 'delivered', 'abandoned', 'dropped']),
  /** Delivery attempts the platform refused. */
  attempts: z.number().int().min(0),
  createdAt: z.number(),
  /** When the entry reached a final state. */
  settledAt: z.number().nullable(),
  /** Who is delivering it right now (a process id), until `leaseUntil`. */
  holder: z.string().nullable(),
  leaseUntil: z.number().nullable(),
});

export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type OutboxState = OutboxEntry['state'];

/** What a new entry needs; the store fills in the rest (pending, no attempts, no holder). */
export type NewOutboxEntry = Pick<OutboxEntry, 'jobId' | 'platform' | 'owner' | 'chatKey' | 'createdAt'>;

/**
 * Durable delivery records (lowdb file embedded, a table when scaled). Every method is async, answers plain
 * copies, and the conditional ones (`open`, `claim`, `settle`) are each one atomic step, so two bot processes
 * racing on one finished job deliver it once.
 */
export interface OutboxStore {
  /** Inserts a pending entry unless the job already has one; answers the stored entry either way. */
  open(entry: NewOutboxEntry): Promise<OutboxEntry>;
  get(jobId: string): Promise<OutboxEntry | null>;
  /** Remembers the job's status message (only while the entry is pending). */
  setStatusMessage(jobId: string, messageId: string): Promise<void>;
  /** Pending entries of a platform, oldest first (restart recovery and retries). */
  listPending(platform: ChatPlatform, limit: number): Promise<OutboxEntry[]>;
  /**
   * Takes the delivery of a pending entry for `leaseMs`: answers the entry when it is pending and not held
   * under an unexpired lease by another holder (a holder may renew its own); null otherwise.
   */
  claim(jobId: string, holder: string, leaseMs: number): Promise<OutboxEntry | null>;
  /**
   * Ends the holder's claim: `delivered` or `abandoned` settle the entry, `pending` records a refused attempt
   * and leaves it for a retry. Answers false (changing nothing) when the holder no longer holds it.
   */
  settle(jobId: string, holder: string, outcome: { state: 'pending' | 'delivered' | 'abandoned'; attempts: number }): Promise<boolean>;
  /** Marks every pending entry of a chat `dropped`; answers how many changed. */
  dropChat(chatKey: string): Promise<number>;
  /** Forgets entries settled before `settledBefore` and the named ones (their jobs are gone). */
  purge(settledBefore: number, jobIds?: readonly string[]): Promise<number>;
}
