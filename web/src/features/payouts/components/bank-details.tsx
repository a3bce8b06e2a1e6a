// My Profile › Bank details (REFERENCE §3.13, §5): where a provider connects the bank account their
// invoices are paid to, through Stripe's hosted onboarding. Not connected → "Connect bank account";
// connected → what Stripe holds (bank, payouts on or off, and why not, in plain words); onboarding
// left unfinished → "Finish onboarding", which asks for a fresh link.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useConnectStripe } from '#web/features/payouts/api/connect-stripe.ts';
import { useAccountDetails } from '#web/features/payouts/api/get-account-details.ts';
import { StripeAccountSummary, accountState } from '#web/components/stripe-account-summary.tsx';

function ConnectButton({ employeeId, label }: { employeeId: string; label: string }) {
  const connect = useConnectStripe();
  // Pending until the browser has left for Stripe: a second press would only ask for another link.
  const busy = connect.isPending || connect.isSuccess;
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        leftSection={<IconBuildingBank size={18} aria-hidden />} aria-busy={busy} data-disabled={busy || undefined}
        onClick={() => !busy && connect.mutate(employeeId)}
      >
        {busy ? 'Opening Stripe…' : label}
      </Button>
      <ActionErrorAlert error={connect.error} title="Could not open Stripe" />
    </Stack>
  );
}

function ConnectedAccount({ profile }: { profile: EmployeeProfile }) {
  const details = useAccountDetails(undefined, true);
  if (details.isPending) return <ScreenLoader />;
  if (details.isError) return <LoadError title="Could not load your bank details" error={details.error} onRetry={() => void details.refetch()} />;
  const state = accountState(details.data);
  return (
    <Stack gap="md">
      <StripeAccountSummary details={details.data} whose="your" />
      {state !== 'ready' && <ConnectButton employeeId={profile.id} label="Finish onboarding" />}
    </Stack>
  );
}

export function BankDetails({ profile }: { profile: EmployeeProfile }) {
  if (profile.stripe_account_id === null) {
    return (
      <Stack gap="md">
        <Alert color="gray" title="No bank account connected" role="status">
          Connect a bank account through Stripe to be paid for your invoices. Stripe asks for your bank
          details and verifies them; Carebook never sees your account number.
        </Alert>
        <Group>
          <ConnectButton employeeId={profile.id} label="Connect bank account" />
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">Stripe account {profile.stripe_account_id}</Text>
      <ConnectedAccount profile={profile} />
    </Stack>
  );
}
