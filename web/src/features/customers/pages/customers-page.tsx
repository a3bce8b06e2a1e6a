// `/customers/{clientId}` (all staff, REFERENCE §5 "Clients"): the directory beside the selected
// client's page with its tabs, and the return address of a staff card checkout (REFERENCE §3.7).
// An id the caller cannot see (the menu's `/customers/1`, an unlinked client) selects the first
// visible client instead.
import { Grid, Text } from '@mantine/core';
import { useEffect } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useClientProfile } from '#web/features/customers/api/get-client-profile.ts';
import { useClients } from '#web/features/customers/api/get-clients.ts';
import { ClientDirectory } from '#web/features/customers/components/client-directory.tsx';
import { ClientPanel } from '#web/features/customers/components/client-panel.tsx';
import { useConfirmReturningCheckout } from '#web/features/payments/api/confirm-payment.ts';
import { ApiError } from '#web/lib/api-error.ts';

const isId = (id: string) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);

/** The selected client, or a redirect to the first visible one when the id is not visible. */
function useSelection(clientId: string) {
  const navigate = useNavigate();
  const profile = useClientProfile(clientId, isId(clientId));
  const unseen = !isId(clientId) || (profile.error instanceof ApiError && profile.error.status === 404);
  const first = useClients({ query: '', page: 1 });
  const firstId = first.data?.clients[0]?.id;
  useEffect(() => {
    if (unseen && firstId && firstId !== clientId) void navigate(generatePath(paths.customer, { clientId: firstId }), { replace: true });
  }, [unseen, firstId, clientId, navigate]);
  return { profile, unseen, first };
}

function Selected({ clientId }: { clientId: string }) {
  const { profile, unseen, first } = useSelection(clientId);
  if (unseen) {
    if (first.isPending || first.data?.clients.length) return <ScreenLoader />;
    if (first.isError) return <LoadError title="Could not load the clients" error={first.error} onRetry={() => void first.refetch()} />;
    return <Text c="dimmed">No clients yet. Use Add Client to create the first one.</Text>;
  }
  if (profile.isPending) return <ScreenLoader />;
  if (profile.isError) return <LoadError title="Could not load the client" error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ClientPanel key={profile.data.id} client={profile.data} />;
}

export function CustomersPage() {
  const clientId = useParams().clientId ?? '';
  // Back from a staff card checkout started in the Appointments tab: record the paid lines once.
  useConfirmReturningCheckout();
  return (
    <Page title="Clients" width="wide">
      <Grid gap="lg">
        {/* A third of the width up to `xl` (315 px at 1280): a quarter broke emails mid-word. */}
        <Grid.Col span={{ base: 12, md: 5, lg: 4, xl: 3 }}>
          <ClientDirectory selectedId={isId(clientId) ? clientId : undefined} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8, xl: 9 }}>
          <Selected clientId={clientId} />
        </Grid.Col>
      </Grid>
    </Page>
  );
}
