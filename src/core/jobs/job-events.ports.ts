import type { FailureKind } from '../errors.js';
import type { OutputNote } from '../tools/tool.types.js';
import type { JobRecord } from './job.types.js';

/** What a completion hands its subscribers, so none calls back into the core for the file. */
export interface CompletedOutput {
  /** Local path, on the process that ran the job (where job files are on a shared disk: on every process). */
  path: string;
  /** Stored name, for reading it through the JobFiles port where the path is not on this process's disk. */
  file: string;
  name: string;
  mime: string;
  size: number;
  /** What the result leaves out of the input, when it does (a clip cut to a platform's length). */
  note?: OutputNote;
}

/** Job lifecycle events: plain data, copies of the record at that moment. */
export type JobEvent =
  | { type: 'progress'; job: JobRecord }
  | { type: 'completed'; job: JobRecord; output: CompletedOutput }
  | { type: 'failed'; job: JobRecord; failure: { kind: FailureKind } }
  | { type: 'cancelled'; job: JobRecord }
  /** Asks whichever process runs the job to stop it (DELETE, expiry). */
  | { type: 'abort'; jobId: string };

export type JobEventType = JobEvent['type'];

/** One bus for job events: in-process in the embedded deployment, Redis pub/sub in the scaled one. */
export interface JobEventBus {
  publish(event: JobEvent): Promise<void>;
  /** Returns the unsubscribe function. A listener's failure never reaches the publisher. */
  subscribe(listener: (event: JobEvent) => void): () => void;
}
