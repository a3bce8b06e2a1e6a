import { healthResponse } from '#functions/contract/system.ts';
import { env } from '#functions/lib/config/env.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { tableAnswers } from '#functions/system/health-repository.ts';

/** GET /api/health_check.json: 200 when the table answers, 503 (same shape) when it does not. */
export const healthEndpoint = defineEndpoint({
  access: 'public',
  response: healthResponse,
  handler: async ({ reply, request }) => {
    const tableOk = await tableAnswers();
    if (!tableOk) {
      request.logger.warn('health check: table unavailable');
      reply.setStatus(503);
    }
    const version = env().APP_VERSION;
    return {
      meta: {},
      data: { status: tableOk ? 'ok' : 'degraded', version, gitsha: version, table: tableOk ? 'ok' : 'unavailable' },
    } as const;
  },
});
