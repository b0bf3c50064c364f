import { describe, expect, it } from 'vitest';
import { outputNoteText } from '../../../src/core/chat/note-text.js';
import { stageText } from '../../../src/core/chat/progress-text.js';
import { loadCatalogue } from '../../../src/i18n/catalogue.js';

/** The line a chat reply adds under a result, and the stage of an archive's files being sorted, in two languages. */
const translations = await loadCatalogue();

describe("a result's note in the reader's words", () => {
  it('says how many of an archive\'s files came back unchanged', () => {
    const note = { kind: 'unchanged', files: 1, total: 3 } as const;
    expect(outputNoteText(note, translations.translator('en'))).toBe('Files from the archive that the next step does not take are in the ZIP unchanged: 1 of 3.');
    expect(outputNoteText(note, translations.translator('de'))).toBe('Dateien aus dem Archiv, die der nächste Schritt nicht annimmt, liegen unverändert im ZIP: 1 von 3.');
    expect(stageText('sorting files', translations.translator('de'))).toBe('Dateien sortieren');
  });

  it('still words a clip cut to a platform\'s length, and nothing for a whole result', () => {
    expect(outputNoteText({ kind: 'trimmed', fromS: 40, toS: 3 }, translations.translator('en'))).toBe('Cut to the first 3 s of 40 s: a sticker may be at most 3 s long.');
    expect(outputNoteText(undefined, translations.translator('en'))).toBeNull();
  });
});
