// `/settings/locations` (admin, REFERENCE §5 "Locations"): the practice's locations, filtered Active /
// Archived / All (the filter is in the address, so a reload or a shared link keeps it), a way to
// create one, an Edit link per row, and "Reorder Locations" for any staff member.
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { generatePath, Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { newLocationParam, paths } from '#web/config/paths.ts';
import { useLocations, type LocationStatus } from '#web/features/locations/api/get-locations.ts';
import { LocationsTable } from '#web/features/locations/components/locations-table.tsx';
import { ReorderLocations } from '#web/features/locations/components/reorder-locations.tsx';
import { SettingsNav } from '#web/components/settings-nav.tsx';

interface StatusChoice {
  value: LocationStatus;
  label: string;
  empty: string;
}

const active: StatusChoice = { value: 'active', label: 'Active', empty: 'No active locations yet. Create one to start taking bookings.' };
const statuses: StatusChoice[] = [
  active,
  { value: 'archived', label: 'Archived', empty: 'No archived locations.' },
  { value: 'all', label: 'All', empty: 'No locations yet. Create one to start taking bookings.' },
];

function statusOf(value: string | null): StatusChoice {
  return statuses.find((status) => status.value === value) ?? active;
}

function LocationList({ status }: { status: StatusChoice }) {
  const locations = useLocations(status.value);
  if (locations.isPending) return <ScreenLoader />;
  if (locations.isError) return <LoadError title="Could not load the locations" error={locations.error} onRetry={() => void locations.refetch()} />;
  return <LocationsTable locations={locations.data} emptyText={status.empty} />;
}

export function LocationsPage() {
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const filterLabelId = useId();
  const reorderHeadingId = useId();
  return (
    <Page title="Locations">
      <SettingsNav />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={filterLabelId}>
            Show
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabelId}
            data={statuses.map(({ value, label }) => ({ value, label }))}
            value={status.value}
            onChange={(value) => setSearch(value === 'active' ? {} : { status: value }, { replace: true })}
          />
        </Stack>
        <Button component={Link} to={generatePath(paths.settingsLocation, { newOrUpdate: newLocationParam })} leftSection={<IconPlus size={18} aria-hidden />}>
          Create location
        </Button>
      </Group>
      <LocationList status={status} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={reorderHeadingId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={reorderHeadingId}>
            Reorder Locations
          </Title>
          <ReorderLocations />
        </Stack>
      </Paper>
    </Page>
  );
}
