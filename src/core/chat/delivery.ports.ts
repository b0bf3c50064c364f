import type { JobEvent } from '../jobs/job-events.ports.js';
import type { JobRecord } from '../jobs/job.types.js';
import type { ChatTarget } from './chat-target.js';
import type { JobStatusView } from './progress-text.js';

/** A finished job's result file, as the completion event carries it. */
export type ResultFile = Extract<JobEvent, { type: 'completed' }>['output'];

/**
 * The job lifecycle events delivery reacts to. They carry what delivery needs (the output's path), so
 * delivery never calls back into the job service for it.
 */
export type DeliveryEvent = Exclude<JobEvent, { type: 'abort' }>;

/** What delivery needs from the jobs side (built in the composition root over the job service). */
export interface DeliveryJobs {
  subscribe(listener: (event: DeliveryEvent) => void): () => void;
  /**
   * A job as it is now, for restart recovery: its newest event (a terminal one when it has finished), or
   * null when the job is gone (deleted or expired).
   */
  current(jobId: string, owner: string): Promise<DeliveryEvent | null>;
  /** A download link that works without a session, until the job expires. */
  signedLink(job: JobRecord): Promise<string>;
  /** The tool that can make a result of this type fit a size (`target_size`), for a "fit" button; null: none. */
  fitTool?(mime: string): string | null;
}

/** What a status message shows: the job, its tool and its state, for the bot to word. */
export interface StatusView {
  jobId: string;
  tool: string;
  status: JobStatusView;
}

/** A result too large for the chat: a signed link instead, valid until the job expires. */
export interface ResultLink {
  url: string;
  name: string;
  size: number;
  expiresAt: number;
  /** The platform's upload limit that the file exceeds. */
  limitBytes: number;
  /** A tool that can run again on the result with `target_size` set to the limit (the "fit" button); null: none. */
  fitTool?: string | null;
}

/** How often one chat may be written to; the delivery service keeps to it. */
export interface ChatPace {
  /** The unit paced together; defaults to the chat (Discord paces each interaction's webhook on its own). */
  lane?: string;
  /** Least time between two calls into the chat. */
  minGapMs: number;
  /** Calls a minute into the chat, or null for no such budget. */
  perMinute: number | null;
  /** Least time between two progress edits of one status message. */
  progressMs: number;
}

/** How a platform answered when the result was handed over. */
export interface HandOver {
  /** The status message already shows the final state (the result replaced it). */
  statusSettled: boolean;
}

/**
 * The only things a bot does for delivery. Each renders the domain data it gets into its medium and
 * throws the platform's error when refused; `isDeadChat` tells which refusals mean the chat is gone.
 */
export interface DeliveryPort<T extends ChatTarget = ChatTarget> {
  /** Shows the job's status with a Cancel control; answers the status message's id. */
  sendStatus(target: T, view: StatusView): Promise<string>;
  /** Replaces what the status message shows; `final` removes the Cancel control. */
  editStatus(target: T, messageId: string | null, view: StatusView, final: boolean): Promise<void>;
  sendFile(target: T, messageId: string | null, view: StatusView, file: ResultFile): Promise<HandOver>;
  sendLink(target: T, messageId: string | null, view: StatusView, link: ResultLink): Promise<HandOver>;
  /** A new message (a reply to the request) saying the job failed, so the user is notified. */
  sendFailure(target: T, view: StatusView): Promise<void>;
  /** Largest result sent as a file into this target. */
  uploadLimit(target: T): number;
  pace(target: T): ChatPace;
  /** True when the error says the bot can no longer write into the chat (blocked, kicked, chat gone). */
  isDeadChat(err: unknown): boolean;
}

/** One port per platform, each typed for its own targets. */
export type DeliveryPorts = { [P in ChatTarget['platform']]: DeliveryPort<Extract<ChatTarget, { platform: P }>> };
