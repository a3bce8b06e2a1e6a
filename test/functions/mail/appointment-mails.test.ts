// An appointment email's delivery through the local SES as raw MIME: one message with the HTML and
// plain-text parts and the `.ics` (the templates themselves: appointment-templates.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { appointmentIcs } from '#functions/lib/mail/attachments/appointment-ics.ts';
import { sendMail } from '#functions/lib/mail/send-mail.ts';
import { appointmentConfirmedMail } from '#functions/lib/mail/templates/appointment-confirmed.ts';
import { practice, view } from '#test/functions/mail/appointment-view.ts';
import { mailTo } from '#test/support/mailbox.ts';

describe('sendMail with an HTML part and an attachment', () => {
  it('reaches the local mail store as one message with both parts and the .ics', async () => {
    const to = `raw-${Date.now()}@example.com`;
    const rendered = appointmentConfirmedMail({ appointment: view, depositPaidCents: null, audience: 'client' }, practice);
    await sendMail({ to: [to], ...rendered, attachments: [appointmentIcs(view, 'Glow & Co')] });
    const [mail, ...more] = await mailTo(to);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Appointment confirmed');
    expect(mail?.body.text).toContain('Time: 9:00 AM–10:30 AM CDT (America/Chicago)');
    expect(mail?.body.html).toContain('<h1');
    const attachment = (mail as unknown as { attachments: { filename: string; contentType: string; content: string }[] }).attachments[0];
    expect(attachment?.filename).toBe('appointment.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    expect(Buffer.from(attachment?.content ?? '', 'base64').toString()).toContain('DTSTART:20260309T140000Z');
  });
});
