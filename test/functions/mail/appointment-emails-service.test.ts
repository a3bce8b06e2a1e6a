// The booking emails as the services send them: client, employee and the practice's inbox, each
// copy addressed on its own; do_not_email does not stop booking or receipt mail (only reminders).
import { describe, expect, it } from 'vitest';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { sendAppointmentCancelled, sendAppointmentConfirmed, sendPaymentReceived } from '#functions/schedule/appointments/appointment-emails.ts';
import { bookFixture, setDoNotEmail } from '#test/functions/jobs/reminder-fixtures.ts';
import { mailTo } from '#test/support/mailbox.ts';

const startAt = '2031-01-15T16:00:00.000Z';
const withSubject = async (address: string, subject: string) => (await mailTo(address)).filter((m) => m.subject === subject);

describe('appointment emails', () => {
  it('confirm to the client (even with do_not_email), and to the employee with the inbox in a separate copy', async () => {
    const booked = await bookFixture({ startAt, kinds: [], bookedAt: '2031-01-01T00:00:00.000Z' });
    await setDoNotEmail(booked.appointment);
    const paid: AppointmentRecord = { ...booked.appointment, payments: [{
      id: 'p1', kind: 'deposit', method: 'card_online', amountCents: 5000, status: 'paid', scheduleTreatmentId: null, scheduleProductId: null,
      stripeCheckoutSessionId: 'cs_1', stripePaymentIntentId: null, recordedBy: null, paidAt: '2031-01-01T00:00:00.000Z', createdAt: null,
    }] };
    await sendAppointmentConfirmed(paid);
    const [toClient, ...more] = await withSubject(booked.clientEmail, 'Appointment confirmed');
    expect(more).toHaveLength(0);
    expect(toClient?.destination.to).toEqual([booked.clientEmail]);
    expect(toClient?.body.text).toContain('Deposit: $50.00 paid');
    expect(toClient?.body.text).toContain('Date: 01/15/2031');
    expect(toClient?.body.text).toContain('Time: 10:00 AM–11:00 AM CST (America/Chicago)');
    const { notification_inbox: inbox } = await loadPracticeSettings();
    const [toStaff] = await withSubject(booked.employeeEmail, 'Appointment confirmed');
    expect(toStaff?.destination.to.join(',')).toContain(inbox);
    expect(toStaff?.destination.to.join(',')).not.toContain(booked.clientEmail);
  });

  it('tell all parties about a cancellation', async () => {
    const booked = await bookFixture({ startAt, kinds: [], bookedAt: '2031-01-01T00:00:00.000Z' });
    await sendAppointmentCancelled({ ...booked.appointment, status: 'cancelled' });
    expect(await withSubject(booked.clientEmail, 'Your appointment has been cancelled')).toHaveLength(1);
    expect(await withSubject(booked.employeeEmail, 'Your appointment has been cancelled')).toHaveLength(1);
  });

  it('receipt a payment to the client only, with what remains', async () => {
    const booked = await bookFixture({ startAt, kinds: [], bookedAt: '2031-01-01T00:00:00.000Z' });
    await setDoNotEmail(booked.appointment);
    const paid: AppointmentRecord = { ...booked.appointment, payments: [{
      id: 'p2', kind: 'balance', method: 'card_online', amountCents: 10000, status: 'paid', scheduleTreatmentId: null, scheduleProductId: null,
      stripeCheckoutSessionId: 'cs_2', stripePaymentIntentId: null, recordedBy: null, paidAt: '2031-01-02T00:00:00.000Z', createdAt: null,
    }] };
    await sendPaymentReceived(paid, 10000);
    const [receipt] = await withSubject(booked.clientEmail, 'Payment received');
    expect(receipt?.body.text).toContain('Amount paid: $100.00');
    expect(receipt?.body.text).toContain('Remaining balance: $50.00');
    expect(await withSubject(booked.employeeEmail, 'Payment received')).toHaveLength(0);
  });
});
