// Writes test/i18n/locales/ar-XB.ftl from src/i18n/locales/en.ftl (run after changing en.ftl).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '../../src/i18n/catalogue.js';
import { PSEUDO_LOCALE, pseudoLocalise, TEST_LOCALES_DIR } from './pseudo.js';

const out = join(TEST_LOCALES_DIR, `${PSEUDO_LOCALE}.ftl`);
writeFileSync(out, pseudoLocalise(readFileSync(join(LOCALES_DIR, 'en.ftl'), 'utf8')));
console.log(`wrote ${out}`);
