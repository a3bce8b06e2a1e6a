// `/clients/location` "Book an Appointment", step one: choose a location, then a practitioner there.
// The staff referral link lands here (`?ref=`), so it stays on the sign-up link.
import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import type { PublicLocation } from '#functions/contract/locations.ts';
import { useBookableLocations } from '#web/features/booking/api/get-bookable-locations.ts';
import { PractitionerLinks } from '#web/features/booking/components/practitioner-links.tsx';

function Practitioners({ location }: { location: PublicLocation }) {
  if (location.employees.length === 0) return <Text c="dimmed">No practitioners take online bookings at {location.name} yet.</Text>;
  return <PractitionerLinks location={location} />;
}

export function ChooseLocationPage() {
  const locations = useBookableLocations();
  const [chosenId, setChosenId] = useState<string>();
  if (locations.isPending) return <ScreenLoader />;
  if (locations.isError) return <LoadError title="Could not load the locations" error={locations.error} onRetry={() => void locations.refetch()} />;
  const list = locations.data;
  const chosen = list.find((location) => location.id === chosenId) ?? (list.length === 1 ? list[0] : undefined);
  return (
    <Page title="Book an Appointment" width="narrow">
      {list.length === 0 ? (
        <Text>Online booking is not open at any location right now. Please call the practice.</Text>
      ) : (
        <Radio.Group label="Choose a location" value={chosen?.id ?? null} onChange={setChosenId}>
          <Stack gap="xs" mt="xs">
            {list.map((location) => (
              <Radio.Card key={location.id} value={location.id} radius="md" p="md" withBorder>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{location.name}</Text>
                    {location.address !== null && (
                      <Text size="sm" c="dimmed">
                        {location.address}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {chosen && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            Choose a practitioner at {chosen.name}
          </Title>
          <Practitioners location={chosen} />
        </Stack>
      )}
    </Page>
  );
}
