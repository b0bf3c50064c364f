/**
 * Failed authentications counted per client toward a lock-out (docs/ports.md). In this process's memory when it
 * is alone, in Redis when a fleet's api processes must count one address's wrong tries together.
 */
export interface FailureLock {
  /**
   * Counts one failure of `client`, unless it is locked out already; answers the seconds of lock-out now running
   * (0: the client may still try).
   */
  fail(client: string): Promise<number>;
  /** The seconds of lock-out running for `client` now, counting nothing (0: not locked out). */
  lockedFor(client: string): Promise<number>;
}

export interface FailureLockSpec {
  /** Keeps this lock's keys apart from other locks' in a shared store. */
  name: string;
  /** Failures within `windowMs` that lock a client out. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /** A shared store that cannot answer counts nothing (the wrong try still gets its 401) and says so here. */
  onStoreError: (err: unknown) => void;
}
