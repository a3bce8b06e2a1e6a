// A raw MIME message (RFC 5322 / 2045–2049) for SES v2 `Content.Raw`: the one way to send an HTML
// part and attachments together. Every part is base64 so no line-length or charset rule can break.
import { randomUUID } from 'node:crypto';
import { asciiFileName, contentDisposition } from '#functions/lib/http/content-disposition.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Uint8Array;
}

export interface MimeMessage {
  from: string;
  to: readonly string[];
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: readonly MailAttachment[] | undefined;
}

const crlf = '\r\n';

function base64Lines(content: string | Uint8Array): string {
  const encoded = Buffer.from(content).toString('base64');
  return encoded.match(/.{1,76}/g)?.join(crlf) ?? '';
}

/** RFC 2047 encoded-word for header text that is not plain ASCII. */
export function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** `"Name" <address>` with the name quoted or encoded as needed. */
export function mailbox(name: string, address: string): string {
  const encoded = headerText(name);
  return encoded === name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : `${encoded} <${address}>`;
}

function part(contentType: string, content: string | Uint8Array, extra: readonly string[] = []): string {
  return [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', ...extra, '', base64Lines(content)].join(crlf);
}

function multipart(kind: 'mixed' | 'alternative', parts: readonly string[]): { type: string; body: string } {
  const boundary = `=_${kind}_${randomUUID()}`;
  return {
    type: `multipart/${kind}; boundary="${boundary}"`,
    body: `${parts.map((p) => `--${boundary}${crlf}${p}`).join(crlf)}${crlf}--${boundary}--`,
  };
}

export function buildMime(message: MimeMessage): Uint8Array {
  const text = part('text/plain; charset=UTF-8', message.text);
  const body = message.html === undefined ? null : multipart('alternative', [text, part('text/html; charset=UTF-8', message.html)]);
  const bodyPart = body ? `Content-Type: ${body.type}${crlf}${crlf}${body.body}` : text;
  const attachments = (message.attachments ?? []).map((a) =>
    part(`${a.contentType}; name="${asciiFileName(a.filename)}"`, a.content, [`Content-Disposition: ${contentDisposition('attachment', a.filename)}`]));
  const top = attachments.length > 0 ? multipart('mixed', [bodyPart, ...attachments]) : null;
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
  ];
  const rest = top ? `Content-Type: ${top.type}${crlf}${crlf}${top.body}` : bodyPart;
  return Buffer.from(`${headers.join(crlf)}${crlf}${rest}${crlf}`);
}
