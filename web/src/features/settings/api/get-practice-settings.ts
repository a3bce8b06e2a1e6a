// GET /api/settings (admin): every practice setting and the `version` to send back with a save;
// version 0 means nothing was saved yet and the answer holds the defaults (REFERENCE §2.1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { practiceSettingsResponse, type PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** The root of every settings query: a save invalidates all of them. */
export const settingsKey = ['settings'] as const;

export function getPracticeSettings(signal?: AbortSignal): Promise<PracticeSettingsResponse> {
  return apiJson('system.settings_get', { schema: practiceSettingsResponse, signal });
}

export function practiceSettingsQueryOptions() {
  return queryOptions({ queryKey: [...settingsKey, 'practice'], queryFn: ({ signal }) => getPracticeSettings(signal) });
}

/** `enabled: false` until a screen needs a setting (the payout delay once an admin asks to pay). */
export function usePracticeSettings(enabled = true) {
  return useQuery({ ...practiceSettingsQueryOptions(), enabled });
}
