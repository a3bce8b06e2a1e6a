import { practiceSettingsResponse, updatePracticeSettingsBody } from '#functions/contract/settings.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { updateSettings } from '#functions/system/settings-service.ts';

/** PATCH /api/settings (admin): any subset of the fields plus `version` (stale → 409). */
export const settingsUpdateEndpoint = defineEndpoint({
  access: 'admin',
  body: updatePracticeSettingsBody,
  bodyWrapper: 'settings',
  response: practiceSettingsResponse,
  handler: ({ body }) => updateSettings(body),
});
