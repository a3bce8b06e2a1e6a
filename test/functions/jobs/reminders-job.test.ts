// The reminders step of the scheduled job against DynamoDB Local and the local SES: due rows are
// claimed once, sent once, only for booked appointments that have not started; reschedule re-times,
// cancel skips, do_not_email suppresses, and the local time survives a DST change.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { sendDueReminders, type ReminderOutcomeRow } from '#functions/jobs/send-due-reminders.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { reminderKeys } from '#functions/model/reminder-keys.ts';
import { planReminders, planSkipReminders } from '#functions/schedule/reminders/reminder-plan.ts';
import { listAppointmentReminders } from '#functions/schedule/reminders/reminder-repository.ts';
import { bookFixture, reminderStatuses, setDoNotEmail, setStatus } from '#test/functions/jobs/reminder-fixtures.ts';
import { mailTo } from '#test/support/mailbox.ts';

const hours = (n: number) => n * 3_600_000;
const before = (iso: string, h: number) => new Date(Date.parse(iso) - hours(h));
const mine = (rows: ReminderOutcomeRow[], appointmentId: string) => rows.filter((r) => r.appointment_id === appointmentId);
const reminders = async (email: string) => (await mailTo(email)).filter((m) => m.subject.includes('Reminder'));

describe('planning', () => {
  it('makes each choice a delivery due 48 h / 24 h before the start, and skips one already past due', async () => {
    const startAt = '2030-01-10T15:00:00.000Z';
    const { appointment } = await bookFixture({ startAt, kinds: ['email_48', 'email_24'], bookedAt: '2030-01-08T20:00:00.000Z' });
    const rows = await listAppointmentReminders(appointment.id);
    expect(rows.map((r) => [r.kind, r.status, r.dueAt]).sort()).toEqual([
      ['email_24', 'pending', '2030-01-09T15:00:00.000Z'],
      ['email_48', 'skipped', '2030-01-08T15:00:00.000Z'],
    ]);
  });

  it('drops text reminders while the practice has SMS turned off', async () => {
    const { appointment } = await bookFixture({ startAt: '2030-02-10T15:00:00.000Z', kinds: ['text_24', 'email_24'], bookedAt: '2030-02-01T00:00:00.000Z' });
    expect(await reminderStatuses(appointment)).toEqual({ email_24: 'pending' });
  });
});

describe('the reminders step', () => {
  it('sends a due reminder once, naming the employee, the location and the local time with its zone', async () => {
    const startAt = '2030-03-20T16:30:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['email_48'], bookedAt: '2030-03-01T00:00:00.000Z' });
    expect(mine(await sendDueReminders(before(startAt, 49)), booked.appointment.id)).toEqual([]);
    expect(mine(await sendDueReminders(before(startAt, 47)), booked.appointment.id)).toEqual([
      { appointment_id: booked.appointment.id, kind: 'email_48', outcome: 'sent', to: booked.clientEmail },
    ]);
    await sendDueReminders(before(startAt, 46));
    const mails = await reminders(booked.clientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(
      `your appointment with ${booked.employeeName} on 03/20/2030 at 11:30 AM–12:30 PM CDT (America/Chicago) at ${booked.locationName}, 12 Elm St, Austin, TX 78701.`,
    );
    expect(await reminderStatuses(booked.appointment)).toEqual({ email_48: 'sent' });
  });

  it('names the right local time for the morning after the US spring-forward change', async () => {
    // 03/08/2026 is the change in Chicago: 9:00 AM on the 9th is 14:00Z (CDT), while the reminder
    // goes out 24 h earlier, still in CST, when 14:00Z was 8:00 AM.
    const startAt = '2026-03-09T14:00:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['email_24'], bookedAt: '2026-03-01T00:00:00.000Z' });
    await sendDueReminders(new Date('2026-03-08T14:05:00.000Z'));
    const [mail] = await reminders(booked.clientEmail);
    expect(mail?.body.text).toContain('on 03/09/2026 at 9:00 AM–10:00 AM CDT (America/Chicago)');
  });

  it('sends each reminder once when two runs work the same due rows at the same moment', async () => {
    const startAt = '2030-04-15T15:00:00.000Z';
    const booked = await Promise.all(Array.from({ length: 6 }, () =>
      bookFixture({ startAt, kinds: ['email_48', 'email_24'], bookedAt: '2030-04-01T00:00:00.000Z' })));
    const now = before(startAt, 23);
    const [first, second] = await Promise.all([sendDueReminders(now), sendDueReminders(now)]);
    const ids = new Set(booked.map((b) => b.appointment.id));
    const sent = [...(first ?? []), ...(second ?? [])].filter((r) => ids.has(r.appointment_id) && r.outcome === 'sent');
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((r) => `${r.appointment_id}#${r.kind}`)).size).toBe(12);
    for (const b of booked) expect(await reminders(b.clientEmail)).toHaveLength(2);
  });

  it('re-times the reminders on a reschedule', async () => {
    const oldStart = '2030-05-10T15:00:00.000Z';
    const newStart = '2030-05-20T15:00:00.000Z';
    const booked = await bookFixture({ startAt: oldStart, kinds: ['email_24'], bookedAt: '2030-05-01T00:00:00.000Z' });
    const plan = new TransactionPlan();
    await planReminders(plan, { id: booked.appointment.id, startAt: newStart }, ['email_24'], '2030-05-02T00:00:00.000Z');
    plan.update(reminderKeys.appointment(booked.appointment.id), { expression: 'SET start_at = :s', values: { ':s': newStart } });
    await plan.commit();
    expect(mine(await sendDueReminders(before(oldStart, 23)), booked.appointment.id)).toEqual([]);
    expect(mine(await sendDueReminders(before(newStart, 23)), booked.appointment.id).map((r) => r.outcome)).toEqual(['sent']);
    expect(await reminders(booked.clientEmail)).toHaveLength(1);
  });

  it('skips the reminders of a cancelled appointment', async () => {
    const startAt = '2030-06-10T15:00:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['email_48', 'email_24'], bookedAt: '2030-06-01T00:00:00.000Z' });
    const plan = new TransactionPlan();
    await planSkipReminders(plan, booked.appointment, '2030-06-02T00:00:00.000Z');
    await plan.commit();
    await setStatus(booked.appointment, 'cancelled');
    expect(await reminderStatuses(booked.appointment)).toEqual({ email_48: 'skipped', email_24: 'skipped' });
    expect(mine(await sendDueReminders(before(startAt, 1)), booked.appointment.id)).toEqual([]);
    expect(await reminders(booked.clientEmail)).toHaveLength(0);
  });

  it('skips a reminder for a client who asked for no email, and one whose appointment is no longer booked', async () => {
    const startAt = '2030-07-10T15:00:00.000Z';
    const quiet = await bookFixture({ startAt, kinds: ['email_24'], bookedAt: '2030-07-01T00:00:00.000Z' });
    const cancelled = await bookFixture({ startAt, kinds: ['email_24'], bookedAt: '2030-07-01T00:00:00.000Z' });
    await setDoNotEmail(quiet.appointment);
    await setStatus(cancelled.appointment, 'cancelled');
    const rows = await sendDueReminders(before(startAt, 23));
    expect(mine(rows, quiet.appointment.id)).toMatchObject([{ outcome: 'skipped', reason: 'do_not_email' }]);
    expect(mine(rows, cancelled.appointment.id)).toMatchObject([{ outcome: 'skipped', reason: 'cancelled' }]);
    expect(await reminders(quiet.clientEmail)).toHaveLength(0);
    expect(await reminders(cancelled.clientEmail)).toHaveLength(0);
  });

  it('skips a reminder whose appointment has started by the time the job sees it', async () => {
    const startAt = '2030-08-10T15:00:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['email_24'], bookedAt: '2030-08-01T00:00:00.000Z' });
    expect(mine(await sendDueReminders(new Date(Date.parse(startAt) + 60_000)), booked.appointment.id)).toMatchObject([{ outcome: 'skipped', reason: 'started' }]);
    expect(await reminders(booked.clientEmail)).toHaveLength(0);
  });

  it('waits while the deposit is open, then sends once the appointment is booked', async () => {
    const startAt = '2030-09-10T15:00:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['email_24'], bookedAt: '2030-09-01T00:00:00.000Z', status: 'pending_deposit' });
    expect(mine(await sendDueReminders(before(startAt, 23)), booked.appointment.id)).toMatchObject([{ outcome: 'deferred' }]);
    await setStatus(booked.appointment, 'booked');
    expect(mine(await sendDueReminders(before(startAt, 23)), booked.appointment.id)).toEqual([]);
    expect(mine(await sendDueReminders(before(startAt, 22.9)), booked.appointment.id)).toMatchObject([{ outcome: 'sent' }]);
  });

  it('gives up after 3 attempts: a claim that lapsed on its third try is marked failed', async () => {
    const startAt = '2030-10-10T15:00:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['email_24'], bookedAt: '2030-10-01T00:00:00.000Z' });
    const lapsed = '2030-10-09T15:00:00.000Z';
    await db.send(new UpdateCommand({
      TableName: tableName(), Key: reminderKeys.item(booked.appointment.id, 'email_24'),
      UpdateExpression: 'SET #s = :sending, attempts = :three, lease_until = :lease, GSI1SK = :sk',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending', ':three': 3, ':lease': lapsed, ':sk': reminderKeys.queued(lapsed, booked.appointment.id, 'email_24').GSI1SK },
    }));
    expect(mine(await sendDueReminders(before(startAt, 20)), booked.appointment.id)).toMatchObject([{ outcome: 'failed', reason: 'max_attempts' }]);
    expect(await reminderStatuses(booked.appointment)).toEqual({ email_24: 'failed' });
    expect(mine(await sendDueReminders(before(startAt, 19)), booked.appointment.id)).toEqual([]);
  });
});
