// PATCH /api/settings (admin): the fields sent plus the `version` the form started from; a stale one
// answers 409 `conflict`. The answer is the new record, so it replaces the cached one at once; the
// public config (the practice's name on the sign-in screen) is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  practiceSettingsResponse,
  type PracticeSettingsResponse,
  type UpdatePracticeSettingsBody,
} from '#functions/contract/settings.ts';
import { practiceSettingsQueryOptions } from '#web/features/settings/api/get-practice-settings.ts';
import { configKey } from '#web/features/system/api/get-config.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function updatePracticeSettings(body: UpdatePracticeSettingsBody): Promise<PracticeSettingsResponse> {
  return apiJson('system.settings_update', { body, schema: practiceSettingsResponse });
}

export function useUpdatePracticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePracticeSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(practiceSettingsQueryOptions().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: configKey });
    },
  });
}
