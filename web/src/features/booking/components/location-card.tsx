// One bookable location with its practitioners; each practitioner opens their booking page at this
// location. Cards stack on a phone and sit two or three abreast on a desk.
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PublicLocation } from '#functions/contract/locations.ts';
import { practitionerPath } from '#web/features/booking/booking-paths.ts';

export function LocationCard({ location }: { location: PublicLocation }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`location-${location.id}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`location-${location.id}`}>
          {location.name}
        </Title>
        {location.short_description !== '' && <Text size="sm">{location.short_description}</Text>}
        {location.address !== null && (
          <Text size="sm" c="dimmed">
            {location.address}
          </Text>
        )}
        {location.employees.length === 0 ? (
          <Text size="sm" c="dimmed">
            No practitioners take online bookings here yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {location.employees.map((employee) => (
              <li key={employee.id}>
                <Anchor component={Link} to={practitionerPath(employee.id, location.id)} underline="never">
                  <Group gap="sm" wrap="nowrap" py={4}>
                    <Avatar src={employee.profile_photo_url} alt="" aria-hidden radius="xl" size="md" color="teal">
                      {employee.name.slice(0, 1)}
                    </Avatar>
                    <Text fw={500} style={{ flex: 1 }}>
                      Book with {employee.name}
                    </Text>
                    <IconChevronRight size={18} aria-hidden />
                  </Group>
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
