// `/settings/practice` (admin, REFERENCE §5 "Practice settings"): the one settings record of the
// practice. Until the first save the API answers the defaults (version 0), so the form is never empty.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';
import { PracticeSettingsForm } from '#web/features/settings/components/practice-settings-form.tsx';
import { SettingsNav } from '#web/components/settings-nav.tsx';

function SettingsContent() {
  const settings = usePracticeSettings();
  if (settings.isPending) return <ScreenLoader />;
  if (settings.isError) {
    return <LoadError title="Could not load the practice settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return (
    <>
      {settings.data.version === 0 && (
        <Alert color="blue" title="Not saved yet" icon={<IconInfoCircle aria-hidden />}>
          These are the defaults. Check them, then save, so emails and receipts carry the practice&apos;s own details.
        </Alert>
      )}
      <PracticeSettingsForm settings={settings.data} />
    </>
  );
}

export function PracticeSettingsPage() {
  return (
    <Page title="Practice settings">
      <SettingsNav />
      <SettingsContent />
    </Page>
  );
}
