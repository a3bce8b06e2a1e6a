// The job's step list: every step runs even when one before it fails, a failure is reported, and
// the Lambda handler fails the invocation (for the errors alarm) only after all steps ran
// (job-steps.test.ts runs the real handler against DynamoDB Local).
import { describe, expect, it } from 'vitest';
import { jobSteps, runJobSteps, type JobStep } from '#functions/jobs/job-steps.ts';

describe('job steps', () => {
  it('are reminders, holds, uploads, invoice notices, payouts, then the waitlist, each with a description', () => {
    expect(jobSteps.map((s) => s.name)).toEqual(['reminders', 'holds', 'uploads', 'invoice-notices', 'payouts', 'waitlist']);
    for (const step of jobSteps) expect(step.description).not.toBe('');
  });

  it('run independently: a failing step is reported and the next one still runs', async () => {
    const ran: string[] = [];
    const steps: JobStep[] = [
      { name: 'broken', description: 'fails', run: () => Promise.reject(new Error('boom')) },
      { name: 'fine', description: 'works', run: (now) => { ran.push(now.toISOString()); return Promise.resolve([{ done: 1 }]); } },
    ];
    const reports = await runJobSteps(new Date('2030-01-01T00:00:00.000Z'), undefined, steps);
    expect(reports.map((r) => [r.name, r.ok])).toEqual([['broken', false], ['fine', true]]);
    expect(ran).toEqual(['2030-01-01T00:00:00.000Z']);
    expect(await runJobSteps(new Date(), ['fine'], steps)).toHaveLength(1);
  });
});
