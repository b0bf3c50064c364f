import msgreader from '@kenjiuno/msgreader';
import type { FieldsData } from '@kenjiuno/msgreader';
import type { Address, Attachment, Email } from 'postal-mime';

// The package is CommonJS with `exports.default`: Node's ESM import hands over the exports object (the class is its
// `default`), a bundler's interop hands over the class itself.
type MsgReaderClass = typeof msgreader.default;
const MsgReader = ((msgreader as unknown as { default?: MsgReaderClass }).default ?? msgreader) as MsgReaderClass;

/** Attachments read from one message: an Outlook file is read whole, so the count is capped like a MIME message's parts. */
const MAX_ATTACHMENTS = 500;

const mailbox = (name: string | undefined, address: string | undefined): Address => ({ name: name ?? '', address: address ?? '' });

/**
 * An Outlook message (.msg, a compound file) read by msgreader into the same shape postal-mime gives an .eml, so that
 * one page layout (email-page.ts) prints both: sender, recipients by kind, subject, the sending time, the HTML or
 * plain body and the attachments with their bytes.
 */
export function readOutlookMessage(bytes: Uint8Array): Email {
  const reader = new MsgReader(new Uint8Array(bytes).buffer);
  const info: FieldsData = reader.getFileData();
  if (info.error) throw new Error(info.error);
  const recipients = info.recipients ?? [];
  const of = (kind: 'to' | 'cc') => recipients.filter((r) => (r.recipType ?? 'to') === kind).map((r) => mailbox(r.name, r.smtpAddress ?? r.email));
  const sent = info.clientSubmitTime ?? info.messageDeliveryTime ?? headerDate(info.headers);
  const list = (info.attachments ?? []).slice(0, MAX_ATTACHMENTS);
  const attachments: Attachment[] = list.map((a) => {
    const file = a.innerMsgContent ? null : reader.getAttachment(a);
    return {
      filename: a.fileName ?? a.name ?? null,
      mimeType: a.attachMimeTag ?? (a.innerMsgContent ? 'application/vnd.ms-outlook' : 'application/octet-stream'),
      disposition: 'attachment',
      content: file?.content ?? new Uint8Array(a.contentLength ?? 0),
    };
  });
  const html = info.bodyHtml ?? (info.html ? new TextDecoder('utf-8').decode(info.html) : undefined);
  return {
    headers: sent ? [{ key: 'date', originalKey: 'Date', value: sent }] : [],
    headerLines: [],
    from: info.senderName || info.senderEmail ? mailbox(info.senderName, info.senderSmtpAddress ?? info.senderEmail) : undefined,
    to: of('to'),
    cc: of('cc'),
    subject: info.subject,
    date: sent ? new Date(sent).toISOString() : undefined,
    html,
    text: info.body,
    attachments,
  };
}

function headerDate(headers: string | undefined): string | undefined {
  return /^Date:\s*(.+)$/im.exec(headers ?? '')?.[1]?.trim();
}
