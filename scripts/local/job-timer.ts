// `npm start` runs the scheduled job in process every 5 minutes, as EventBridge does in AWS. A run
// that is still going when the next tick comes is not overlapped (the steps would tolerate it, but
// it would only add load).
import type { StepReport } from '#functions/jobs/job-steps.ts';

export const jobEveryMs = 5 * 60_000;

function summary(report: StepReport): string {
  const counts = new Map<string, number>();
  for (const result of report.results as { outcome?: string }[]) counts.set(result.outcome ?? 'done', (counts.get(result.outcome ?? 'done') ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
}

export function startJobTimer(everyMs = jobEveryMs): { stop: () => void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { runJobSteps } = await import('#functions/jobs/job-steps.ts');
      for (const report of await runJobSteps(new Date())) {
        if (!report.ok) process.stderr.write(`[jobs] ${report.name} failed: ${String(report.error)}\n`);
        else if (report.results.length > 0) process.stdout.write(`[jobs] ${report.name}: ${summary(report)}\n`);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
