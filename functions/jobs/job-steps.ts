// The steps of the scheduled job, in the order each run takes them. Each is independent (one failing
// does not stop the others), re-runnable (claims and conditional writes make a repeat harmless) and
// bounded (a fixed amount of work per run; the rest waits five minutes). To add a step, add a row.
import { sendDueReminders } from '#functions/jobs/send-due-reminders.ts';
import { purgeExpiredFiles } from '#functions/clients/public.ts';
import { releaseExpiredHolds } from '#functions/payments/public.ts';
import { requeueUndeliveredNotices } from '#functions/invoices/public.ts';
import { runDuePayouts } from '#functions/payouts/public.ts';
import { runWaitlistPass } from '#functions/schedule/public.ts';

export interface JobStep {
  /** The name `npm run job -- <name>` runs. */
  name: string;
  description: string;
  run(now: Date): Promise<readonly unknown[]>;
}

export const jobSteps: readonly JobStep[] = [
  { name: 'reminders', description: 'send due appointment reminders (at most 100 per run)', run: (now) => sendDueReminders(now, 100) },
  {
    name: 'holds',
    description: 'release deposit holds past their 35 minutes (at most 50 per run)',
    run: async (now) => {
      const result = await releaseExpiredHolds(now, 50);
      return result.released + result.fulfilled > 0 ? [result] : [];
    },
  },
  {
    name: 'uploads',
    description: 'purge uploads never confirmed within 24 hours and client files deleted 30 days ago (at most 50 of each per run)',
    run: async (now) => {
      const result = await purgeExpiredFiles(now, 50);
      return result.files + result.uploads > 0 ? [result] : [];
    },
  },
  {
    name: 'invoice-notices',
    description: 're-queue invoice mails left undelivered past their grace or lease (at most 50 per run; the documents Lambda delivers them)',
    run: (now) => requeueUndeliveredNotices(now, 50),
  },
  { name: 'payouts', description: 'transfer due provider payouts, retrying failures on the next 3 runs (at most 25 per run)', run: (now) => runDuePayouts(now, 25) },
  {
    name: 'waitlist',
    description: 'email waitlist entries about time that opened up, once per opening; close entries booked or past (at most 200 per run)',
    run: (now) => runWaitlistPass(now, 200),
  },
];

export interface StepReport {
  name: string;
  ok: boolean;
  results: readonly unknown[];
  error?: unknown;
}

/** Runs the named steps (all by default) one after another; a failure is reported, not thrown. */
export async function runJobSteps(now: Date, names?: readonly string[], steps: readonly JobStep[] = jobSteps): Promise<StepReport[]> {
  const reports: StepReport[] = [];
  for (const step of steps.filter((s) => !names || names.includes(s.name))) {
    try {
      reports.push({ name: step.name, ok: true, results: await step.run(now) });
    } catch (error) {
      reports.push({ name: step.name, ok: false, results: [], error });
    }
  }
  return reports;
}
