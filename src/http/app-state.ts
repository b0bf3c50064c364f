import type { ParameterizedContext } from 'koa';
import type { KeyPrincipal, Principal } from '../core/sessions/session.service.js';

/**
 * What the HTTP adapter keeps on `ctx.state`. The app and every router are typed with it, so a handler reads
 * the caller without a cast; a route that runs `identify` first declares so with `Identified` (or `KeyIdentified`).
 */
export interface AppState {
  principal?: Principal;
  /** Set when the failed-authentication lock-out answered instead of a 401: the seconds it still runs (the request log warns). */
  authLockedForS?: number;
}

/** The state of a route behind `identify(deps)`: the caller is known. */
export interface Identified extends AppState {
  principal: Principal;
}

/** The state of a route behind `identify(deps, 'key')`: the caller holds a developer key. */
export interface KeyIdentified extends AppState {
  principal: KeyPrincipal;
}

export type AppContext = ParameterizedContext<AppState>;
