import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translator } from '../../core/i18n.ports.js';
import { buildTranslations, LOCALES_DIR, SOURCE_LOCALE } from '../../i18n/catalogue.js';
import { toolsFtlName } from '../../i18n/tool-keys.js';

/** The English catalogue alone, for web routers built without the service's translations (HttpDeps without them). */
export function englishOnly(): Translator {
  const files = [`${SOURCE_LOCALE}.ftl`, toolsFtlName(SOURCE_LOCALE)].map((name) => join(LOCALES_DIR, name));
  return buildTranslations(files.map((path) => ({ locale: SOURCE_LOCALE, path, text: readFileSync(path, 'utf8') }))).translator(SOURCE_LOCALE);
}
