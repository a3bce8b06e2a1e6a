// The side panel's scrolling content, a chunk of its own: only a signed-in user has a menu, so a
// visitor's first paint (sign-in, client home) does not load ScrollArea, NavLink and the menus.
import { ScrollArea } from '@mantine/core';
import { MainMenu } from '#web/app/shell/main-menu.tsx';
import type { Session } from '#web/lib/session/session.ts';

interface SidePanelContentProps {
  session: Exclude<Session, { kind: 'none' }>;
  onChoose: () => void;
}

export function SidePanelContent({ session, onChoose }: SidePanelContentProps) {
  return (
    <ScrollArea className="side-panel-scroll">
      <MainMenu session={session} onChoose={onChoose} />
    </ScrollArea>
  );
}
