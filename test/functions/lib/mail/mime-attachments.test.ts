// Attachments of any content type (the invoices will attach PDFs): the raw MIME that sendMail builds
// is well formed (CRLF lines of at most 76 characters of base64, every multipart closed), and binary
// content round-trips byte for byte, in the message and through the local SES.
import { describe, expect, it } from 'vitest';
import { buildMime } from '#functions/lib/mail/mime.ts';
import { sendMail } from '#functions/lib/mail/send-mail.ts';
import { mailTo } from '#test/support/mailbox.ts';

// Every byte value, as a PDF would carry them, behind a real PDF header.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256))]);

function partsOf(raw: string, boundary: string): string[] {
  const closing = `--${boundary}--`;
  expect(raw).toContain(closing);
  return raw.slice(0, raw.indexOf(closing)).split(`--${boundary}\r\n`).slice(1);
}

describe('MIME with attachments', () => {
  it('builds a well-formed multipart/mixed message whose binary attachment decodes to the same bytes', () => {
    const raw = Buffer.from(buildMime({
      from: '"Glow & Co" <noreply@example.com>', to: ['a@example.com'], subject: 'Invoice INV-0001', text: 'Your invoice.', html: '<p>Your invoice.</p>',
      attachments: [{ filename: 'INV-0001.pdf', contentType: 'application/pdf', content: pdf }],
    })).toString('utf8');
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [headers = '', ...body] = raw.split('\r\n\r\n');
    expect(headers).toContain('MIME-Version: 1.0');
    const mixed = /Content-Type: multipart\/mixed; boundary="([^"]+)"/.exec(headers)?.[1] ?? '';
    const [alternative = '', attachment = ''] = partsOf(body.join('\r\n\r\n'), mixed);
    expect(alternative).toMatch(/^Content-Type: multipart\/alternative; boundary="[^"]+"/);
    const [attachmentHeaders = '', encoded = ''] = attachment.split('\r\n\r\n');
    expect(attachmentHeaders).toContain('Content-Type: application/pdf; name="INV-0001.pdf"');
    expect(attachmentHeaders).toContain('Content-Disposition: attachment; filename="INV-0001.pdf"');
    const lines = encoded.trimEnd().split('\r\n');
    lines.forEach((line) => expect(line).toMatch(/^[A-Za-z0-9+/=]{1,76}$/));
    expect(Buffer.from(lines.join(''), 'base64').equals(pdf)).toBe(true);
  });

  it('delivers the attachment through SES with its content type and bytes intact', async () => {
    const to = `pdf-${Date.now()}@example.com`;
    await sendMail({ to: [to], subject: 'Invoice INV-0002', text: 'Attached.', attachments: [{ filename: 'INV-0002.pdf', contentType: 'application/pdf', content: pdf }] });
    const [mail] = await mailTo(to);
    const attachment = (mail as unknown as { attachments: { filename: string; contentType: string; content: string }[] }).attachments[0];
    expect(mail?.body.text).toContain('Attached.');
    expect(attachment).toMatchObject({ filename: 'INV-0002.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(attachment?.content ?? '', 'base64').equals(pdf)).toBe(true);
  });
});
