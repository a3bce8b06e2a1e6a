// Lambda entry of the system group.
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { configEndpoint } from '#functions/system/config-endpoint.ts';
import { healthEndpoint } from '#functions/system/health-endpoint.ts';

export const handler = createGroupHandler('system', {
  'system.health': healthEndpoint,
  'system.config': configEndpoint,
});
