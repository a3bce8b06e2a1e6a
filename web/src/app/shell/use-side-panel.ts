// The side panel's open state (SPEC §4, §9): it starts collapsed when the window is narrower than
// 1024 px, and a toggle opens and closes it. On a narrow window a menu choice folds it away again,
// because there it covers or squeezes the screen the user just chose; so does Escape (issue 22), which
// hands focus back to the toggle, as a menu button does.
import { useEffect, useState } from 'react';
import { sidePanelId } from '#web/app/shell/app-header.tsx';

export const sidePanelMinWidth = 1024;

function isNarrow(): boolean {
  return window.innerWidth < sidePanelMinWidth;
}

/** While the panel covers a narrow screen, Escape closes it. */
function useEscapeCloses(opened: boolean, close: () => void) {
  useEffect(() => {
    if (!opened) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isNarrow()) return;
      close();
      document.querySelector<HTMLElement>(`[aria-controls="${sidePanelId}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, close]);
}

export function useSidePanel() {
  const [opened, setOpened] = useState(() => !isNarrow());
  useEscapeCloses(opened, () => setOpened(false));
  return {
    opened,
    toggle: () => setOpened((current) => !current),
    closeIfNarrow: () => {
      if (isNarrow()) setOpened(false);
    },
  };
}
