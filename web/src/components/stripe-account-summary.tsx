// What Stripe holds for a provider's Connect account (REFERENCE §4.1 stripe_account_details), said
// plainly: whether payouts can be made, and if not, what is missing. Presentational, so the
// provider's Bank details tab and the admin's Staff page show the same words.
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { AccountDetailsResponse } from '#functions/contract/payouts.ts';
import { StripeRequirements } from '#web/components/stripe-requirements.tsx';

/**
 * - `unfinished`: onboarding not completed at Stripe;
 * - `no_bank`: completed without a bank account, so payouts are off;
 * - `pending`: a bank account, but Stripe's verification has requirements pending;
 * - `ready`: payouts enabled.
 */
export type AccountState = 'unfinished' | 'no_bank' | 'pending' | 'ready';

export function accountState(details: AccountDetailsResponse): AccountState {
  if (!details.details_submitted) return 'unfinished';
  if (details.payouts_enabled) return 'ready';
  return details.bank_accounts.length === 0 ? 'no_bank' : 'pending';
}

// Outlined, in colours whose text keeps 4.5:1 on white and on a hovered table row (gray 1): teal 9
// and orange 9 do not. A light badge given a shade is drawn solid, hiding its text.
const badges: Record<AccountState, { color: string; label: string }> = {
  unfinished: { color: 'gray.8', label: 'Onboarding not finished' },
  no_bank: { color: 'red.9', label: 'No bank account' },
  pending: { color: 'blue.9', label: 'Verification pending' },
  ready: { color: 'cyan.9', label: 'Payouts enabled' },
};

function explanation(state: AccountState, whose: 'your' | 'their'): string {
  const owner = whose === 'your' ? 'you' : 'they';
  switch (state) {
    case 'unfinished':
      return `Onboarding at Stripe was not finished, so ${owner} cannot be paid yet.`;
    case 'no_bank':
      return `Stripe has no bank account for ${whose === 'your' ? 'you' : 'them'}, so payouts are disabled.`;
    case 'pending':
      return `Payouts are disabled until Stripe finishes verifying ${whose} details (requirements pending).`;
    case 'ready':
      return `Linked: ${owner} can be paid for finalized invoices.`;
  }
}

function bankLine(bank: AccountDetailsResponse['bank_accounts'][number]): string {
  const routing = bank.routing_number ? `, routing ${bank.routing_number}` : '';
  return `${bank.bank_name ?? 'Bank account'} ending in ${bank.last4}${routing} (${bank.status})`;
}

interface StripeAccountSummaryProps {
  details: AccountDetailsResponse;
  /** "your" on the provider's own profile, "their" for an admin. */
  whose: 'your' | 'their';
}

export function StripeAccountSummary({ details, whose }: StripeAccountSummaryProps) {
  const state = accountState(details);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge variant="outline" color={badges[state].color} miw="max-content">{badges[state].label}</Badge>
        <Text size="sm">{explanation(state, whose)}</Text>
      </Group>
      <StripeRequirements details={details} />
      {details.bank_accounts.length > 0 && (
        <List size="sm" aria-label="Bank accounts">
          {details.bank_accounts.map((bank) => <List.Item key={bank.id}>{bankLine(bank)}</List.Item>)}
        </List>
      )}
    </Stack>
  );
}
