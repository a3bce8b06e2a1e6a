// The scheduled job's Lambda handler against DynamoDB Local: every step runs and reports (the step
// list's own rules are pure: job-steps.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { handler } from '#functions/jobs/index.ts';

describe('job steps', () => {
  it('the scheduled handler runs every step against the table and reports what each did', async () => {
    const result = await handler();
    expect(result.steps.map((s) => [s.name, s.ok])).toEqual([['reminders', true], ['holds', true], ['uploads', true], ['invoice-notices', true], ['payouts', true], ['waitlist', true]]);
  });
});
