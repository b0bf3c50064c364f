import { LOCALES_DIR, loadCatalogue } from '../../src/i18n/catalogue.js';
import type { Translations, Translator } from '../../src/core/i18n.ports.js';
import { TEST_LOCALES_DIR } from '../i18n/pseudo.js';

/** Every locale shipped, and the test-only ones, as the test app loads them. */
export function testTranslations(): Promise<Translations> {
  return loadCatalogue([LOCALES_DIR, TEST_LOCALES_DIR]);
}

/** The English words, for tests of a formatter on its own. */
export async function english(): Promise<Translator> {
  return (await testTranslations()).translator('en');
}
