import { join } from 'node:path';
import { FluentParser, FluentSerializer, Transformer, TextElement, Comment, Resource, ResourceComment } from '@fluent/syntax';

/**
 * The test-only locale: English with every letter accented and bracketed (`⟦Régúlár príçé⟧`), so a test can
 * tell its words from English at a glance while every placeholder stays where English has it. Its tag,
 * ar-XB (CLDR's right-to-left pseudo locale), makes the web pages write right to left.
 */
export const PSEUDO_LOCALE = 'ar-XB';

/** The test-only locales, loaded beside the shipped ones (`loadCatalogue([LOCALES_DIR, TEST_LOCALES_DIR])`). */
export const TEST_LOCALES_DIR = join(import.meta.dirname, 'locales');

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', c: 'ç', n: 'ñ', y: 'ý', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', C: 'Ç', N: 'Ñ' };

/** A text run as the pseudo locale writes it. */
export function pseudoText(text: string): string {
  return text.replace(/[aeioucnyAEIOUCN]/g, (ch) => ACCENTS[ch] ?? ch);
}

class Accent extends Transformer {
  visitTextElement(node: TextElement): TextElement {
    node.value = pseudoText(node.value);
    return node;
  }
}

/** The pseudo locale's file made from English's: same ids, same placeholders, accented text. */
export function pseudoLocalise(english: string, messageIds: (id: string) => boolean = (id) => id === 'language-name' || !/-name$/.test(id)): string {
  const resource = new FluentParser().parse(english);
  const body = resource.body.filter((entry) => !(entry instanceof Comment) && !(entry instanceof ResourceComment));
  for (const entry of body) {
    // Discord command and option names must stay lower-case ASCII words: left as English.
    if ('id' in entry && 'value' in entry && !messageIds((entry as { id: { name: string } }).id.name)) continue;
    new Accent().visit(entry);
  }
  const header = new ResourceComment(
    [
      `Test-only pseudo locale ${PSEUDO_LOCALE} (right to left). Made from en.ftl by`,
      'npx tsx test/i18n/write-pseudo.ts; never edit by hand.',
      "Translators' notes: generated, no translator.",
    ].join('\n'),
  );
  return new FluentSerializer().serialize(new Resource([header, ...body]));
}
