// `/settings` (admin, REFERENCE §5 "Settings"): where the settings sections start. Each section is a
// card naming what it holds.
import { Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { settingsSections } from '#web/components/settings-nav.tsx';

const summaries: Record<(typeof settingsSections)[number]['label'], string> = {
  'Practice settings': 'Name, contact details, email addresses, deposit and fees, booking hours and reminders.',
  Locations: 'Where the practice works: addresses, time zones, online booking, staff and their primary location.',
  Dashboard: 'Appointments by outcome, online versus staff bookings, and new versus returning clients, for any range.',
};

export function SettingsHomePage() {
  return (
    <Page title="Settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {settingsSections.map((section) => (
          <Card key={section.to} withBorder radius="md" padding="lg">
            <Group gap="sm" wrap="nowrap" mb="xs">
              <section.icon size={22} aria-hidden />
              {/* The whole card's one link: its name. */}
              <Anchor component={Link} to={section.to} fw={700} size="lg">
                {section.label}
              </Anchor>
            </Group>
            <Text size="sm">{summaries[section.label]}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}
