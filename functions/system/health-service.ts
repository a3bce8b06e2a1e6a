// The health report: the table answers (one fixed read) and the deployed version.
import type { HealthResponse } from '#functions/contract/system.ts';
import { env } from '#functions/lib/config/env.ts';
import { tableAnswers } from '#functions/system/health-repository.ts';

export async function healthReport(): Promise<{ healthy: boolean; body: HealthResponse }> {
  const tableOk = await tableAnswers();
  const version = env().APP_VERSION;
  return {
    healthy: tableOk,
    body: { meta: {}, data: { status: tableOk ? 'ok' : 'degraded', version, gitsha: version, table: tableOk ? 'ok' : 'unavailable' } },
  };
}
