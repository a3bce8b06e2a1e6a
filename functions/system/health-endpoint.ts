import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { healthResponse } from '#functions/contract/system.ts';
import { env } from '#functions/lib/config/env.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

async function tableAnswers(): Promise<boolean> {
  try {
    await db.send(new GetCommand({ TableName: tableName(), Key: keys.health() }));
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health_check.json: 200 when the table answers, 503 (same shape) when it does not. */
export const healthEndpoint = defineEndpoint({
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
