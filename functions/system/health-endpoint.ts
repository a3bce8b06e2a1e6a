import { healthResponse } from '#functions/contract/system.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { healthReport } from '#functions/system/health-service.ts';

/** GET /api/health_check.json: 200 when the table answers, 503 (same shape) when it does not. */
export const healthEndpoint = defineEndpoint({
  access: 'public',
  response: healthResponse,
  handler: async ({ reply, request }) => {
    const { healthy, body } = await healthReport();
    if (!healthy) {
      request.logger.warn('health check: table unavailable');
      reply.setStatus(503);
    }
    return body;
  },
});
