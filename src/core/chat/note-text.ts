import type { Translator } from '../i18n.ports.js';
import type { OutputNote } from '../tools/tool.types.js';

/** A result's note in the reader's words: a clip cut to a platform's length, or archive files left as they were. */
export function outputNoteText(note: OutputNote | undefined, tr: Translator): string | null {
  if (!note) return null;
  if (note.kind === 'trimmed') return tr.t('sticker-trimmed', { kept: note.toS, total: note.fromS });
  return tr.t('pipeline-files-unchanged', { count: note.files, total: note.total });
}
