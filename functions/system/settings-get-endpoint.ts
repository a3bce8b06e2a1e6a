import { practiceSettingsResponse } from '#functions/contract/settings.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { readSettings } from '#functions/system/settings-service.ts';

/** GET /api/settings (admin): every practice setting and the version to send back. */
export const settingsGetEndpoint = defineEndpoint({
  access: 'admin',
  response: practiceSettingsResponse,
  handler: () => readSettings(),
});
