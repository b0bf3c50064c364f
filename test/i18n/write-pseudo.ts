// Writes test/i18n/locales/ar-XB.ftl and ar-XB.tools.ftl from src/i18n/locales/en.ftl and en.tools.ftl (run after
// changing either).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '../../src/i18n/catalogue.js';
import { toolsFtlName } from '../../src/i18n/tool-keys.js';
import { PSEUDO_LOCALE, pseudoLocalise, TEST_LOCALES_DIR } from './pseudo.js';

for (const name of ['en.ftl', toolsFtlName('en')]) {
  const out = join(TEST_LOCALES_DIR, name.replace(/^en\./, `${PSEUDO_LOCALE}.`));
  writeFileSync(out, pseudoLocalise(readFileSync(join(LOCALES_DIR, name), 'utf8')));
  console.log(`wrote ${out}`);
}
