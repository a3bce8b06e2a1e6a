// The toast container, for provider.tsx to load lazily: importing the package's namespace there would
// keep every export of @mantine/notifications in the first-paint chunk.
// Toasts stay top-centre (SPEC §9) but never cover an open drawer's or modal's header (issue 22):
// the client's name and the date there are what staff read while a toast says "Saved".
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useEffect, useState } from 'react';

const dialogHeaders = '.mantine-Drawer-header, .mantine-Modal-header';
const gapPx = 8;

/** The lowest bottom edge of a visible dialog header, or undefined when no dialog is open. */
function headersBottom(): number | undefined {
  let bottom = 0;
  for (const header of document.querySelectorAll(dialogHeaders)) bottom = Math.max(bottom, header.getBoundingClientRect().bottom);
  return bottom > 0 ? bottom : undefined;
}

/** Re-measured after each DOM change (once per frame at most) and on resize. */
export function useDialogHeaderBottom(): number | undefined {
  const [bottom, setBottom] = useState<number>();
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBottom(headersBottom()));
    };
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      cancelAnimationFrame(frame);
    };
  }, []);
  return bottom;
}

export function ToastContainer(props: NotificationsProps) {
  const bottom = useDialogHeaderBottom();
  return <Notifications {...props} style={bottom === undefined ? undefined : { top: bottom + gapPx }} />;
}
