// The toast container, for provider.tsx to load lazily: importing the package's namespace there would
// keep every export of @mantine/notifications in the first-paint chunk.
// Toasts stay top-centre (SPEC §9) but never cover an open dialog (issue 22 fix 4): while a drawer or
// modal is open they are shown inside its header, below its title, in the header's own flow. The
// title (the client's name, the date) stays readable and nothing of the dialog is under a toast, so no
// field or button is hidden or loses a click (an offset overlay did both and was reverted); the
// header is sticky, so the toast stays in view however far the dialog is scrolled.
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useEffect, useState } from 'react';

const dialogHeaders = '.mantine-Modal-header, .mantine-Drawer-header';

/** The header of the dialog opened last (dialogs portal to the end of the body, so it is on top). */
const topmostHeader = (): HTMLElement | null => [...document.querySelectorAll<HTMLElement>(dialogHeaders)].at(-1) ?? null;

/** Followed through DOM changes, so a dialog opening or closing moves the toasts at once. */
export function useDialogHeader(): HTMLElement | null {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const follow = () => setHeader(topmostHeader());
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true });
    follow();
    return () => observer.disconnect();
  }, []);
  return header;
}

const keys = new WeakMap<HTMLElement, string>();
let nextKey = 0;
/** A key per target: the portal is mounted afresh in each new place (Mantine's Portal reads its target once). */
function keyOf(header: HTMLElement | null): string {
  if (!header) return 'page';
  let key = keys.get(header);
  if (key === undefined) {
    nextKey += 1;
    key = `dialog-${nextKey}`;
    keys.set(header, key);
  }
  return key;
}

export function ToastContainer(props: NotificationsProps) {
  const header = useDialogHeader();
  return header
    ? <Notifications key={keyOf(header)} {...props} portalProps={{ target: header }} className="toast-in-dialog" />
    : <Notifications key="page" {...props} />;
}
