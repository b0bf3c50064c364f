/** Passwords on PDFs, with mupdf: AES-256 encryption with permissions, and its removal with the password. */
import { openAnyPdf, openPdf } from './open.js';
import { CLEAN_SAVE, saveMupdf } from './output.js';
import type { WorkerLimits } from './protocol.js';

interface LockArgs {
  input: string;
  output: string;
  limits: WorkerLimits;
}

/**
 * Writes the document encrypted with AES-256 (PDF 2.0, revision 6): `userPassword` opens it, `ownerPassword` also
 * lifts `permissions` (the /P bits). Passwords never hold a comma: the caller checks, as mupdf's options are comma-separated.
 */
export function protectOp(args: LockArgs & { userPassword: string; ownerPassword: string; permissions: number }): { encrypted: true } {
  const doc = openPdf(args.input, args.limits);
  const options = `${CLEAN_SAVE},encrypt=aes-256,user-password=${args.userPassword},owner-password=${args.ownerPassword},permissions=${args.permissions}`;
  saveMupdf(doc, args.output, options, args.limits);
  return { encrypted: true };
}

/** Whether `password` opens the document: for the check before a job is queued. */
export function checkPasswordOp(args: { input: string; password: string }): { encrypted: boolean; opens: boolean } {
  const doc = openAnyPdf(args.input);
  if (!doc.needsPassword()) return { encrypted: doc.getMetaData('encryption') !== 'None', opens: true };
  return { encrypted: true, opens: doc.authenticatePassword(args.password) !== 0 };
}

/** Writes the document without its encryption, once `password` (user or owner) opens it. */
export function unlockOp(args: LockArgs & { password: string }): { pages: number } {
  const doc = openAnyPdf(args.input);
  if (doc.needsPassword() && doc.authenticatePassword(args.password) === 0) throw new Error('password: it does not open this PDF');
  const pages = doc.countPages();
  if (pages > args.limits.maxPages) throw new Error(`the PDF has ${pages} pages, which exceeds the limit of ${args.limits.maxPages} pages for this tool`);
  saveMupdf(doc, args.output, `${CLEAN_SAVE},encrypt=none`, args.limits);
  return { pages };
}
