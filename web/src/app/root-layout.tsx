// The frame around every screen: a skip link, the banner, the side panel with the signed-in user's
// menu, and the main landmark. It also runs the session probe once and shares the session with the
// guards, menus and screens below (lib/session/session-context.ts). The menu's content is a chunk of
// its own, loaded after the first paint (decision 010): a visitor signing in needs none. Dialogs are
// components of the screens that open them (components/app-modal.tsx, decision 021), so no modals
// manager loads with every screen.
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { AppHeader, sidePanelId } from '#web/app/shell/app-header.tsx';
import { useSidePanel } from '#web/app/shell/use-side-panel.ts';
import { screenHandleOf } from '#web/lib/session/access.ts';
import { useSessionProbe } from '#web/features/auth/hooks/use-session-probe.ts';
import { hasStoredSession } from '#web/lib/session/session.ts';
import { SessionContext } from '#web/lib/session/session-context.ts';

const loadSidePanel = () => import('#web/app/shell/side-panel-content.tsx');
// A returning user most likely gets a menu: fetch it alongside the rest instead of after the probe.
if (hasStoredSession()) void loadSidePanel();
const SidePanelContent = lazy(() => loadSidePanel().then((m) => ({ default: m.SidePanelContent })));

export const mainId = 'main';

export function RootLayout() {
  const handle = screenHandleOf(useMatches());
  const state = useSessionProbe(handle.access !== 'open');
  const panel = useSidePanel();
  const { session } = state;
  // Signed-out visitors get no menu, and a route may hide it (the intake form preview).
  const menuSession = session && session.kind !== 'none' && !handle.hideMenu ? session : undefined;
  const collapsed = !panel.opened;

  return (
    <SessionContext value={state}>
      <a className="skip-link" href={`#${mainId}`}>
        Skip to main content
      </a>
      {/* The frame's layout is a few rules in global.css ("The frame"): Mantine's AppShell did the same
          with 30 KB of script on every first paint (decision 010). */}
      <div className="app-shell" data-menu={menuSession ? (collapsed ? 'closed' : 'open') : undefined}>
        <AppHeader panel={menuSession ? panel : undefined} session={session && session.kind !== 'none' ? session : undefined} />
        {menuSession && (
          <nav
            id={sidePanelId}
            aria-label="Main menu"
            className="side-panel"
            // Off-screen is not enough: hidden links must leave the tab order and the a11y tree too.
            style={collapsed ? { visibility: 'hidden' } : undefined}
          >
            <Suspense fallback={null}>
              <SidePanelContent session={menuSession} onChoose={panel.closeIfNarrow} />
            </Suspense>
          </nav>
        )}
        <main id={mainId} tabIndex={-1} className="app-main">
          <Outlet />
        </main>
      </div>
    </SessionContext>
  );
}
