// One bookable location with its practitioners; each practitioner opens their booking page at this
// location. Cards stack on a phone and sit two or three abreast on a desk.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { PublicLocation } from '#functions/contract/locations.ts';
import { PractitionerLinks } from '#web/features/booking/components/practitioner-links.tsx';

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
          <PractitionerLinks location={location} label={(name) => `Book with ${name}`} />
        )}
      </Stack>
    </Card>
  );
}
