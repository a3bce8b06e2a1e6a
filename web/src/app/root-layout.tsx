// The frame around every screen: a skip link, the banner and the main landmark. Later issues add
// the menus and the side panel (AppShell's navbar) here.
import { AppShell, Group, Progress, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useNavigation } from 'react-router-dom';
import { appName } from '#web/config/paths.ts';

export const mainId = 'main';

/** Shown while the next screen's chunk loads, so a slow network is not mistaken for a dead click. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Progress value={100} animated size="xs" radius={0} aria-label="Loading page" pos="absolute" top={0} left={0} right={0} />;
}

export function RootLayout() {
  return (
    <ModalsProvider>
      <a className="skip-link" href={`#${mainId}`}>
        Skip to main content
      </a>
      <AppShell header={{ height: 56 }} padding="md">
        <AppShell.Header>
          <NavigationProgress />
          <Group h="100%" px="md">
            <Text fw={700} size="lg" c="care.9">
              {appName}
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Main id={mainId} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
