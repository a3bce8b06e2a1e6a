// The settings sections as links under each settings screen's heading, the current one marked with
// aria-current.
import { Button, Group } from '@mantine/core';
import { IconBuildingStore, IconChartDonut, IconMapPin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';

export const settingsSections = [
  { label: 'Practice settings', to: paths.settingsPractice, icon: IconBuildingStore },
  { label: 'Locations', to: paths.settingsLocations, icon: IconMapPin },
  { label: 'Dashboard', to: paths.settingsDashboard, icon: IconChartDonut },
] as const;

export function SettingsNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Settings sections" gap="xs">
      {settingsSections.map((section) => {
        const current = pathname === section.to || pathname.startsWith(`${section.to}/`);
        return (
          <Button
            key={section.to}
            component={Link}
            to={section.to}
            variant={current ? 'light' : 'subtle'}
            leftSection={<section.icon size={18} aria-hidden />}
            aria-current={current ? 'page' : undefined}
          >
            {section.label}
          </Button>
        );
      })}
    </Group>
  );
}
