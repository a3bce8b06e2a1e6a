// Text reminders while the practice has SMS on: they are planned like email ones, but no SMS
// provider exists yet (decision 019), so the job marks them skipped instead of pretending to send.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '#functions/jobs/send-due-reminders.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { defaultPracticeSettings, forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { bookFixture, reminderStatuses } from '#test/functions/jobs/reminder-fixtures.ts';
import { mailTo } from '#test/support/mailbox.ts';

beforeAll(async () => {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.settings(), ...defaultPracticeSettings(), sms_enabled: true } }));
  forgetPracticeSettings();
});

describe('text reminders with SMS on', () => {
  it('are planned, then skipped as undeliverable while the email reminder goes out', async () => {
    const startAt = '2030-11-20T15:00:00.000Z';
    const booked = await bookFixture({ startAt, kinds: ['text_24', 'email_24'], bookedAt: '2030-11-01T00:00:00.000Z' });
    expect(await reminderStatuses(booked.appointment)).toEqual({ text_24: 'pending', email_24: 'pending' });
    const rows = await sendDueReminders(new Date('2030-11-19T15:30:00.000Z'));
    expect(rows.map((r) => [r.kind, r.outcome, r.reason]).sort()).toEqual([['email_24', 'sent', undefined], ['text_24', 'skipped', 'sms_unavailable']]);
    expect(await reminderStatuses(booked.appointment)).toEqual({ text_24: 'skipped', email_24: 'sent' });
    expect((await mailTo(booked.clientEmail)).filter((m) => m.subject.includes('Reminder'))).toHaveLength(1);
  });
});
