import type { BrowserEngine } from './browser.js';
import type { OcrEngine } from './ocr.js';
import type { OfficeEngine } from './office.js';

/**
 * Engine families a tool may need beyond the ones that always arrive with `npm ci` (sharp, ffmpeg, MuPDF). Each is
 * found once at start (native Debian engine first where it is clearly better, then an npm one); a tool that names a
 * family with no engine is left out of the registry, and the start-up summary names the command that adds it.
 */
export const ENGINE_FAMILIES = ['office', 'ocr', 'browser'] as const;
export type EngineFamily = (typeof ENGINE_FAMILIES)[number];

/** The engine each family found at start; null: none on this machine. */
export interface ToolEngines {
  office: OfficeEngine | null;
  ocr: OcrEngine | null;
  browser: BrowserEngine | null;
}

/** What start-up found for one family, for the summary and /readyz. */
export interface EngineStatus {
  /** e.g. `libreoffice 7.4 (native)` or `tesseract.js (npm)`; null when none was found. */
  engine: string | null;
  /** When none was found: the one command that adds it. */
  install?: string;
}

/** No engine of any family: what a test or a process that runs no such tool is given. */
export const NO_ENGINES: ToolEngines = { office: null, ocr: null, browser: null };

/** Whether a tool that needs `family` (or none) can run here. */
export function engineAvailable(engines: ToolEngines, family: EngineFamily | undefined): boolean {
  return family === undefined || engines[family] !== null;
}
