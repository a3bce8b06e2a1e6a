// The side panel's open state (SPEC §4, §9): it starts collapsed when the window is narrower than
// 1024 px, and a toggle opens and closes it. On a narrow window a menu choice folds it away again,
// because there it covers or squeezes the screen the user just chose.
import { useState } from 'react';

export const sidePanelMinWidth = 1024;

function isNarrow(): boolean {
  return window.innerWidth < sidePanelMinWidth;
}

export function useSidePanel() {
  const [opened, setOpened] = useState(() => !isNarrow());
  return {
    opened,
    toggle: () => setOpened((current) => !current),
    closeIfNarrow: () => {
      if (isNarrow()) setOpened(false);
    },
  };
}
