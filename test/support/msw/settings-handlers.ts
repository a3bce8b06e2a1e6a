// GET /api/settings for the screens that read the practice settings (the settings form, the new
// location form's time zone). The answer lives in a mutable object so a test can change what the
// next read returns (another admin's save), and `calls` counts the reads.
import { HttpResponse } from 'msw';
import type { PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { apiHandler } from '#test/support/msw/api-handlers.ts';

export interface SettingsApi {
  settings: PracticeSettingsResponse;
}

export function settingsHandlers(api: SettingsApi) {
  const calls = { reads: 0 };
  const handlers = [
    apiHandler('system.settings_get', () => {
      calls.reads += 1;
      return HttpResponse.json(api.settings satisfies PracticeSettingsResponse);
    }),
  ];
  return { handlers, calls };
}
