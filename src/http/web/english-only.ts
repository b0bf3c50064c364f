import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translator } from '../../core/i18n.ports.js';
import { buildTranslations, LOCALES_DIR, SOURCE_LOCALE } from '../../i18n/catalogue.js';

/** The English catalogue alone, for web routers built without the service's translations (HttpDeps without them). */
export function englishOnly(): Translator {
  const path = join(LOCALES_DIR, `${SOURCE_LOCALE}.ftl`);
  return buildTranslations([{ locale: SOURCE_LOCALE, path, text: readFileSync(path, 'utf8') }]).translator(SOURCE_LOCALE);
}
