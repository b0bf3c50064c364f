/**
 * Where each engine finds its language data, without reading any of it: the Debian tessdata folder for native
 * tesseract (and for tesseract.js too, which reads the same files), and the @tesseract.js-data packages that npm ci
 * installs. Nothing is ever fetched: a language is installed when its file is on this disk.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The language packages in package.json (@tesseract.js-data has no Russian package; Debian's tessdata adds it). */
export const NPM_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'por', 'ukr', 'pol', 'tur', 'chi_sim'] as const;

/** A language's data file, and whether it is gzipped. */
export interface LanguageFile {
  code: string;
  path: string;
}

/** Folders Debian and other distributions put tessdata in, newest first; TESSDATA_PREFIX goes before them. */
const TESSDATA_DIRS = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata', '/usr/share/tessdata', '/usr/local/share/tessdata'];

/** Language codes are tesseract's: lower-case letters and an optional script or variant suffix. */
export const LANGUAGE_CODE = /^[a-z]{3}(_[a-z]{2,8})?$/;

/** The first tessdata folder that holds English, or null. */
export function findTessdata(env: NodeJS.ProcessEnv = process.env): string | null {
  const prefix = env.TESSDATA_PREFIX;
  const dirs = prefix ? [prefix, join(prefix, 'tessdata'), ...TESSDATA_DIRS] : TESSDATA_DIRS;
  return dirs.find((d) => existsSync(join(d, 'eng.traineddata'))) ?? null;
}

/** The languages a tessdata folder holds (osd, the orientation model, is not a language). */
export function tessdataLanguages(dir: string): LanguageFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((n) => /^(.+)\.traineddata$/.exec(n)?.[1])
    .filter((code): code is string => code !== undefined && code !== 'osd' && LANGUAGE_CODE.test(code))
    .map((code) => ({ code, path: join(dir, `${code}.traineddata`) }));
}

/**
 * The npm language packages that resolve here, each as its gzipped integer-quantised LSTM model (4.0.0_best_int: the
 * one tesseract.js's LSTM core reads; the other folder adds the legacy model the LSTM core never loads).
 */
export function npmLanguages(): LanguageFile[] {
  const require = createRequire(import.meta.url);
  const found: LanguageFile[] = [];
  for (const code of NPM_LANGUAGES) {
    try {
      const dir = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
      const path = join(dir, '4.0.0_best_int', `${code}.traineddata.gz`);
      if (existsSync(path)) found.push({ code, path });
    } catch {
      // Not installed: that language is simply not offered.
    }
  }
  return found;
}

/** Whether tesseract.js and its core resolve from node_modules. */
export function tesseractJsInstalled(): boolean {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('tesseract.js');
    require.resolve('tesseract.js-core/package.json');
    return true;
  } catch {
    return false;
  }
}

/** An executable named `name` on PATH, or null; nothing is run. */
export function onPath(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(':')) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
