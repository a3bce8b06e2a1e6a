// `/settings/locations/{newOrUpdate}` (admin, REFERENCE §5 "Location form"): `new` creates a location
// with the practice's time zone pre-filled; an id edits that location, archived ones included. Any
// other segment is not a location, so the not-found screen shows.
import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { id as idSchema } from '#functions/contract/common.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { newLocationParam, paths } from '#web/config/paths.ts';
import { useLocationDetail } from '#web/features/locations/api/get-location.ts';
import { CreateLocationForm, EditLocationForm } from '#web/features/locations/components/location-form.tsx';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';

function BackLink() {
  return (
    <Group>
      <Anchor component={Link} to={paths.settingsLocations} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to locations
        </Group>
      </Anchor>
    </Group>
  );
}

function NewLocation() {
  const settings = usePracticeSettings();
  // Without the practice's settings the admin picks the zone themself; the form still works.
  if (settings.isPending) return <ScreenLoader />;
  return <CreateLocationForm practiceTimezone={settings.data?.timezone ?? ''} />;
}

function ExistingLocation({ locationId }: { locationId: string }) {
  const location = useLocationDetail(locationId);
  if (location.isPending) return <ScreenLoader />;
  if (location.isError) return <LoadError title="Could not load the location" error={location.error} onRetry={() => void location.refetch()} />;
  return (
    <>
      <Text size="lg" fw={600}>
        {location.data.name}
      </Text>
      {/* Keyed: another location's form starts from its own values. */}
      <EditLocationForm key={location.data.id} location={location.data} />
    </>
  );
}

export function LocationEditPage() {
  const { newOrUpdate = '' } = useParams();
  const creating = newOrUpdate === newLocationParam;
  if (!creating && !idSchema.safeParse(newOrUpdate).success) return <NotFoundScreen />;
  return (
    <Page title={creating ? 'New location' : 'Edit location'}>
      <BackLink />
      {creating ? <NewLocation /> : <ExistingLocation locationId={newOrUpdate} />}
    </Page>
  );
}
