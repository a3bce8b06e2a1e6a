// The settings list of locations (REFERENCE §5 "Locations"): name, city, time zone, online booking
// and how many staff work there, with an Edit link per row. On a phone the city, zone and booking
// move under the name: five columns do not fit 390 px.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router-dom';
import type { Location } from '#functions/contract/locations.ts';
import { type Column, DataTable } from '#web/components/data-table.tsx';
import { paths } from '#web/config/paths.ts';

const bookingText = (location: Location) => (location.online_booking_available ? 'On' : 'Off');
const staffText = (location: Location) => `${location.employees.length} staff`;
const zoneText = (location: Location) => location.timezone.replaceAll('_', ' ');

function NameCell({ location }: { location: Location }) {
  return (
    <Group gap="xs">
      <Text fw={600} size="sm">
        {location.name}
      </Text>
      {location.archived && (
        <Badge color="gray" variant="light">
          Archived
        </Badge>
      )}
    </Group>
  );
}

function EditButton({ location }: { location: Location }) {
  return (
    <Button
      component={Link}
      to={generatePath(paths.settingsLocation, { newOrUpdate: location.id })}
      variant="default"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={`Edit ${location.name}`}
    >
      Edit
    </Button>
  );
}

const columns: readonly Column<Location>[] = [
  { header: 'Name', cell: (location) => <NameCell location={location} /> },
  { header: 'City', from: 'sm', cell: (location) => location.city || '—' },
  { header: 'Time zone', from: 'sm', cell: zoneText },
  { header: 'Online booking', from: 'sm', cell: bookingText },
  { header: 'Staff', from: 'sm', cell: staffText },
  { header: 'Actions', numeric: true, cell: (location) => <EditButton location={location} /> },
];

const summary = {
  below: 'sm',
  cell: (location: Location) => (
    <Stack gap={0}>
      <Text size="sm">{[location.city, zoneText(location)].filter(Boolean).join(' · ')}</Text>
      <Text size="sm">{`Online booking ${bookingText(location).toLowerCase()} · ${staffText(location)}`}</Text>
    </Stack>
  ),
} as const;

export function LocationsTable({ locations, emptyText }: { locations: readonly Location[]; emptyText: string }) {
  return (
    <DataTable
      label="Locations"
      layout="collapse"
      rows={locations}
      columns={columns}
      rowKey={(location) => location.id}
      summary={summary}
      empty={emptyText}
    />
  );
}
