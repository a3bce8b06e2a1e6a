// The scheduled Lambda (EventBridge, every 5 minutes): runs every job step and logs what each did.
// A failed step fails the invocation after the others ran, so the errors alarm sees it.
import { runJobSteps } from '#functions/jobs/job-steps.ts';
import { createLogger } from '#functions/lib/log/logger.ts';

const log = createLogger({ lambda: 'jobs' });

export async function handler(): Promise<{ steps: { name: string; ok: boolean; count: number }[] }> {
  const reports = await runJobSteps(new Date());
  for (const report of reports) {
    if (report.ok) log.info('job step done', { step: report.name, results: report.results });
    else log.error('job step failed', { step: report.name, error: report.error });
  }
  const failed = reports.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length > 0) throw new Error(`Job steps failed: ${failed.join(', ')}`);
  return { steps: reports.map((r) => ({ name: r.name, ok: r.ok, count: r.results.length })) };
}
