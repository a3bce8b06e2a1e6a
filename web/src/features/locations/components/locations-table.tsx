// The settings list of locations (REFERENCE §5 "Locations"): name, city, time zone, online booking
// and how many staff work there, with an Edit link per row. On a phone the city, zone and booking
// move under the name: five columns do not fit 390 px.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router-dom';
import type { Location } from '#functions/contract/locations.ts';
import { paths } from '#web/config/paths.ts';

const bookingText = (location: Location) => (location.online_booking_available ? 'On' : 'Off');
const staffText = (location: Location) => `${location.employees.length} staff`;
const zoneText = (location: Location) => location.timezone.replaceAll('_', ' ');

function LocationRow({ location }: { location: Location }) {
  return (
    <Table.Tr>
      <Table.Td>
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
        <Stack gap={0} hiddenFrom="sm">
          <Text size="sm">{[location.city, zoneText(location)].filter(Boolean).join(' · ')}</Text>
          <Text size="sm">{`Online booking ${bookingText(location).toLowerCase()} · ${staffText(location)}`}</Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">{location.city || '—'}</Table.Td>
      <Table.Td visibleFrom="sm">{zoneText(location)}</Table.Td>
      <Table.Td visibleFrom="sm">{bookingText(location)}</Table.Td>
      <Table.Td visibleFrom="sm">{staffText(location)}</Table.Td>
      <Table.Td ta="right">
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
      </Table.Td>
    </Table.Tr>
  );
}

export function LocationsTable({ locations, emptyText }: { locations: readonly Location[]; emptyText: string }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">City</Table.Th>
          <Table.Th visibleFrom="sm">Time zone</Table.Th>
          <Table.Th visibleFrom="sm">Online booking</Table.Th>
          <Table.Th visibleFrom="sm">Staff</Table.Th>
          <Table.Th ta="right">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {locations.map((location) => (
          <LocationRow key={location.id} location={location} />
        ))}
        {locations.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={6}>
              <Text c="dimmed">{emptyText}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
