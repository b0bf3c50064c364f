import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import type { EngineStatus } from '../../../core/tools/engines/families.js';
import type { OcrEngine } from '../../../core/tools/engines/ocr.js';
import { TesseractJs } from './js.js';
import { findTessdata, npmLanguages, onPath, tessdataLanguages, tesseractJsInstalled } from './languages.js';
import { NativeTesseract } from './native.js';

/** The command that adds the OCR family (tesseract.js and its language packages are dependencies). */
export const OCR_INSTALL = 'npm ci';

/** Which engine to prefer when both are here. */
export type OcrPreference = 'native' | 'npm';

function tesseractJsVersion(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const pkg = JSON.parse(readFileSync(require.resolve('tesseract.js/package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? null;
  } catch {
    return null;
  }
}

/** The native engine, when the tesseract binary and a tessdata folder with English are both here. */
export function findNativeTesseract(env: NodeJS.ProcessEnv = process.env): NativeTesseract | null {
  const binary = onPath('tesseract', env.PATH ?? '');
  const tessdata = findTessdata(env);
  if (!binary || !tessdata) return null;
  // Debian keeps tessdata under /usr/share/tesseract-ocr/<major>/; the folder name is the version known without a run.
  const version = /^\d+(\.\d+)*$/.test(basename(dirname(tessdata))) ? basename(dirname(tessdata)) : null;
  return new NativeTesseract({ binary, tessdata, languages: tessdataLanguages(tessdata).map((l) => l.code), version });
}

/** tesseract.js with the npm language packages, plus any language the machine's tessdata adds (Russian on Debian). */
export function findTesseractJs(env: NodeJS.ProcessEnv = process.env): TesseractJs | null {
  if (!tesseractJsInstalled()) return null;
  const tessdata = findTessdata(env);
  const files = [...npmLanguages(), ...(tessdata ? tessdataLanguages(tessdata) : [])];
  if (files.length === 0) return null;
  return new TesseractJs(files, tesseractJsVersion());
}

/**
 * Finds the OCR engine; cheap (no process is started, no model loaded): it runs at every start. Native tesseract is
 * preferred when installed (bench/documents-ocr.ts measures both), tesseract.js otherwise.
 */
export async function findOcrEngine(prefer: OcrPreference = 'native'): Promise<{ engine: OcrEngine | null; status: EngineStatus }> {
  const native = prefer === 'native' ? findNativeTesseract() : null;
  const engine: OcrEngine | null = native ?? findTesseractJs() ?? findNativeTesseract();
  return engine ? { engine, status: { engine: engine.name } } : { engine: null, status: { engine: null, install: OCR_INSTALL } };
}
