/** Time as the core reads it: the system's in production, one a test moves in tests. */
export interface Clock {
  now(): number;
}
