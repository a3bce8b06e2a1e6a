// The practitioners of one bookable location, each a link to their booking page at that location.
// The booking home's location cards and the "Book an Appointment" location step both list them.
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PublicLocation } from '#functions/contract/locations.ts';
import { practitionerPath } from '#web/features/booking/booking-paths.ts';

interface PractitionerLinksProps {
  location: PublicLocation;
  /** The link's text for one practitioner's name. */
  label?: (name: string) => string;
}

export function PractitionerLinks({ location, label = (name) => name }: PractitionerLinksProps) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {location.employees.map((employee) => (
        <li key={employee.id}>
          <Anchor component={Link} to={practitionerPath(employee.id, location.id)} underline="never">
            <Group gap="sm" wrap="nowrap" py={6}>
              <Avatar src={employee.profile_photo_url} alt="" aria-hidden radius="xl" color="teal">
                {employee.name.slice(0, 1)}
              </Avatar>
              <Text fw={500} style={{ flex: 1 }}>
                {label(employee.name)}
              </Text>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
