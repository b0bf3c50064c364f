/**
 * The browser engine family's port: Chromium. Its methods are what the browser tools call; the family's folder under src/tools
 * implements it and finds it at start.
 */
export interface BrowserEngine {
  /** How the start-up summary names it, e.g. its program and version and whether it is native or from npm. */
  readonly name: string;
}
