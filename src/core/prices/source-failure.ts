import type { SourceName } from './price.types.js';

/** Every upstream a SourceFailure can name: the price sources and the giveaway-only sources (issue 41). */
export type UpstreamName = SourceName | 'gamerpower' | 'epic';

export type SourceFailureKind = 'timeout' | 'network' | 'http' | 'malformed' | 'rate_limited';

/**
 * An upstream that did not give a usable answer. `retryAfterS` is set when the upstream (or our own
 * client-side limiter) asked us to stay away; the service then skips the source for that long.
 */
export class SourceFailure extends Error {
  constructor(
    readonly source: UpstreamName,
    readonly kind: SourceFailureKind,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'SourceFailure';
  }
}
