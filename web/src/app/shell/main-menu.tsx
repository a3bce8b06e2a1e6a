// The side panel's content: the signed-in user's menu as a list of links (the current one marked
// with aria-current), then Logout. A client sees their welcome line first (SPEC §2).
import { Box, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { clientMenu, isCurrent, staffMenu, welcomeLine } from '#web/app/shell/menu-items.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import type { Session } from '#web/lib/session/session.ts';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

interface MainMenuProps {
  session: Exclude<Session, { kind: 'none' }>;
  /** Called after a choice, so a narrow screen can fold the panel away again. */
  onChoose: () => void;
}

export function MainMenu({ session, onChoose }: MainMenuProps) {
  const { pathname } = useLocation();
  const logout = useLogout(session.kind);
  const items = session.kind === 'staff' ? staffMenu(session.profile) : clientMenu;

  return (
    <Stack gap="xs">
      {session.kind === 'client' && (
        <Text fw={600} px="sm" py="xs">
          {welcomeLine(session.profile)}
        </Text>
      )}
      <Box component="ul" style={listStyle}>
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.label}>
              <NavLink
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} aria-hidden />}
                className="side-panel-link"
                active={current}
                aria-current={current ? 'page' : undefined}
                onClick={onChoose}
              />
            </li>
          );
        })}
        <li>
          <NavLink
            component="button"
            type="button"
            className="side-panel-link"
            label="Logout"
            leftSection={<IconLogout size={18} aria-hidden />}
            aria-busy={logout.isPending}
            onClick={() => {
              if (!logout.isPending) logout.mutate();
            }}
          />
        </li>
      </Box>
    </Stack>
  );
}
