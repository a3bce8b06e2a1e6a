// `/add-new-client` (all staff): a new client, linked to its creator and invited by email.
import { Page } from '#web/components/page.tsx';
import { CreateClientForm } from '#web/features/customers/components/client-form.tsx';

/** The browser's zone first (REFERENCE §2.2: the browser's at sign-up, else the practice's). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function AddClientPage() {
  return (
    <Page title="Add Client" width="wide">
      <CreateClientForm timezone={browserZone()} />
    </Page>
  );
}
