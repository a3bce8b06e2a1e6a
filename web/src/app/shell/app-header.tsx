// The banner: the side panel's toggle (when there is a menu), the product name, and a progress bar
// while the next screen's chunk loads. The practice's own name replaces it once settings exist.
import { AppShell, Burger, Group, Progress, Text } from '@mantine/core';
import { useNavigation } from 'react-router-dom';
import { appName } from '#web/config/paths.ts';

export const sidePanelId = 'side-panel';

/** Shown while the next screen's chunk loads, so a slow network is not mistaken for a dead click. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Progress value={100} animated size="xs" radius={0} aria-label="Loading page" pos="absolute" top={0} left={0} right={0} />;
}

interface AppHeaderProps {
  /** The side panel's state and toggle; absent when the screen has no menu. */
  panel?: { opened: boolean; toggle: () => void };
}

export function AppHeader({ panel }: AppHeaderProps) {
  return (
    <AppShell.Header>
      <NavigationProgress />
      <Group h="100%" px="md" gap="sm" wrap="nowrap">
        {panel && (
          // One fixed name; aria-expanded says whether the panel is open.
          <Burger
            opened={panel.opened}
            onClick={panel.toggle}
            size="sm"
            aria-label="Menu"
            aria-expanded={panel.opened}
            aria-controls={sidePanelId}
          />
        )}
        <Text fw={700} size="lg" c="care.9">
          {appName}
        </Text>
      </Group>
    </AppShell.Header>
  );
}
