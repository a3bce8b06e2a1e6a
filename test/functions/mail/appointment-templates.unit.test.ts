// The appointment email templates: an HTML and a plain-text part, an `.ics` in UTC with the location
// as place, times in the location's zone (delivery through local SES: appointment-mails.test.ts).
import { describe, expect, it } from 'vitest';
import { appointmentIcs } from '#functions/lib/mail/attachments/appointment-ics.ts';
import { mailDate, mailTime, zoneAbbreviation } from '#functions/lib/mail/mail-format.ts';
import { appointmentCancelledMail } from '#functions/lib/mail/templates/appointment-cancelled.ts';
import { appointmentConfirmedMail } from '#functions/lib/mail/templates/appointment-confirmed.ts';
import { appointmentReminderMail } from '#functions/lib/mail/templates/appointment-reminder.ts';
import { paymentReceivedMail } from '#functions/lib/mail/templates/payment-received.ts';
import { practice, view } from '#test/functions/mail/appointment-view.ts';

describe('appointment templates', () => {
  it('confirms with staff, local date and time named with its zone, place, treatments and the deposit', () => {
    const mail = appointmentConfirmedMail({ appointment: view, depositPaidCents: 5000, audience: 'client' }, practice);
    expect(mail.subject).toBe('Appointment confirmed');
    expect(mail.text).toContain('Staff: Ana Ruiz');
    expect(mail.text).toContain('Date: 03/09/2026');
    expect(mail.text).toContain('Time: 9:00 AM–10:30 AM CDT (America/Chicago)');
    expect(mail.text).toContain('Location: Downtown, 12 Elm St, Austin');
    expect(mail.text).toContain('Treatments: Botox, Facial');
    expect(mail.text).toContain('Deposit: $50.00 paid');
    expect(mail.text).toContain('Glow & Co\n12 Elm St, Austin, TX');
    expect(mail.html).toContain('Dana &lt;b&gt;');
    expect(mail.html).not.toContain('Dana <b>');
  });

  it('says "No deposit required" when none was paid', () => {
    const mail = appointmentConfirmedMail({ appointment: view, depositPaidCents: null, audience: 'staff' }, practice);
    expect(mail.text).toContain('Deposit: No deposit required');
    expect(mail.text).toContain('An appointment for Dana <b> with Ana Ruiz is confirmed.');
  });

  it('cancels, receipts and reminds in the same layout', () => {
    expect(appointmentCancelledMail({ appointment: view, audience: 'client' }, practice).subject).toBe('Your appointment has been cancelled');
    const paid = paymentReceivedMail({ appointment: view, amountCents: 123456, remainingCents: 0 }, practice);
    expect(paid.subject).toBe('Payment received');
    expect(paid.text).toContain('Amount paid: $1,234.56');
    expect(paid.text).toContain('Remaining balance: $0.00');
    const reminder = appointmentReminderMail(view, practice);
    expect(reminder.subject).toContain('Reminder');
    expect(reminder.text).toContain('your appointment with Ana Ruiz on 03/09/2026 at 9:00 AM–10:30 AM CDT (America/Chicago) at Downtown, 12 Elm St, Austin.');
  });

  it('builds the calendar event in UTC with the location as place', () => {
    const ics = String(appointmentIcs(view, 'Glow & Co').content);
    expect(ics).toContain('DTSTART:20260309T140000Z');
    expect(ics).toContain('DTEND:20260309T153000Z');
    expect(ics).toContain('LOCATION:Downtown\\, 12 Elm St\\, Austin');
    expect(ics).toContain(`UID:${view.id}@carebook`);
  });
});

describe('email time formatting', () => {
  it('tells apart the two 1:30 AMs of the US fall-back night by their zone names', () => {
    expect([mailTime('2026-11-01T06:30:00.000Z', 'America/Chicago'), zoneAbbreviation('2026-11-01T06:30:00.000Z', 'America/Chicago')]).toEqual(['1:30 AM', 'CDT']);
    expect([mailTime('2026-11-01T07:30:00.000Z', 'America/Chicago'), zoneAbbreviation('2026-11-01T07:30:00.000Z', 'America/Chicago')]).toEqual(['1:30 AM', 'CST']);
  });

  it('writes midnight and noon as 12, and the local date of a late-evening UTC instant', () => {
    expect(mailTime('2026-06-01T05:05:00.000Z', 'America/Chicago')).toBe('12:05 AM');
    expect(mailTime('2026-06-01T17:00:00.000Z', 'America/Chicago')).toBe('12:00 PM');
    expect(mailDate('2026-06-02T03:00:00.000Z', 'America/Los_Angeles')).toBe('06/01/2026');
  });
});
