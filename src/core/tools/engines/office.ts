/**
 * The office engine family's port: LibreOffice (native) or an npm fallback. Its methods are what the office tools call; the family's folder under src/tools
 * implements it and finds it at start.
 */
export interface OfficeEngine {
  /** How the start-up summary names it, e.g. its program and version and whether it is native or from npm. */
  readonly name: string;
}
