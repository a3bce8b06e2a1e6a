// The banner: the side panel's toggle (when there is a menu), the practice's name, who is signed in
// with their role, and a progress bar while the next screen's chunk loads.
import { Burger, Group, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';
import { appName } from '#web/config/paths.ts';
import { configQueryOptions } from '#web/features/system/api/get-config.ts';
import type { Session } from '#web/lib/session/session.ts';

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
  /** The confirmed session, when someone is signed in. */
  session?: Exclude<Session, { kind: 'none' }>;
}

/** The one role a person is introduced by: the broadest they hold. */
export function roleLabel(session: Exclude<Session, { kind: 'none' }>): string {
  if (session.kind === 'client') return 'Client';
  const { is_admin: admin, is_inv_manager: manager, is_mentor: mentor } = session.profile;
  return admin ? 'Admin' : manager ? 'Inventory manager' : mentor ? 'Mentor' : 'Staff';
}

function SignedInAs({ session }: { session: Exclude<Session, { kind: 'none' }> }) {
  const { name } = session.profile;
  return (
    <Text size="sm" ml="auto" truncate="end" visibleFrom="xs" data-testid="signed-in-as">
      Signed in as <Text span fw={600} inherit>{name}</Text> ({roleLabel(session)})
    </Text>
  );
}

export function AppHeader({ panel, session }: AppHeaderProps) {
  // Only once someone is signed in: the signed-out screens show the name themselves.
  const config = useQuery({ ...configQueryOptions(), enabled: session !== undefined });
  const title = (session && config.data?.practice_name) || appName;
  return (
    <header className="app-header">
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
        <Text fw={700} size="lg" c="care.9" truncate="end">
          {title}
        </Text>
        {session && <SignedInAs session={session} />}
      </Group>
    </header>
  );
}
