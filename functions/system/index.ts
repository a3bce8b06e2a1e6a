// Lambda entry of the system group.
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { configEndpoint } from '#functions/system/config-endpoint.ts';
import { healthEndpoint } from '#functions/system/health-endpoint.ts';
import { settingsGetEndpoint } from '#functions/system/settings-get-endpoint.ts';
import { settingsUpdateEndpoint } from '#functions/system/settings-update-endpoint.ts';

export const handler = createGroupHandler('system', {
  'system.health': healthEndpoint,
  'system.config': configEndpoint,
  'system.settings_get': settingsGetEndpoint,
  'system.settings_update': settingsUpdateEndpoint,
});
