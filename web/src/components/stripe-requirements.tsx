// Why a provider's payouts are disabled, in Stripe's own terms made readable (REFERENCE §4.1, issue
// 20): what Stripe still needs from them (`currently_due`) and what it is verifying
// (`pending_verification`). Stripe names fields by path; the common ones have plain words here, any
// other is its path spelt out, so a new requirement still shows rather than vanishing.
import { List, Stack, Text } from '@mantine/core';
import type { AccountDetailsResponse } from '#functions/contract/payouts.ts';

const words: Readonly<Record<string, string>> = {
  external_account: 'A bank account',
  business_type: 'Business type',
  'business_profile.url': 'Business website',
  'business_profile.mcc': 'Business category',
  'tos_acceptance.date': "Acceptance of Stripe's terms",
  'tos_acceptance.ip': "Acceptance of Stripe's terms",
  'individual.verification.document': 'Identity document',
  'individual.id_number': 'Social Security number',
  'individual.ssn_last_4': 'Last 4 digits of the Social Security number',
  'representative.first_name': 'First name',
  'representative.last_name': 'Last name',
};

/** `individual.address.line1` → "Individual address line1". */
function spelt(path: string): string {
  const text = path.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function requirementLabels(paths: readonly string[]): string[] {
  return [...new Set(paths.map((path) => words[path] ?? spelt(path)))];
}

function Requirements({ title, paths }: { title: string; paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>{title}</Text>
      <List size="sm" aria-label={title}>
        {requirementLabels(paths).map((label) => <List.Item key={label}>{label}</List.Item>)}
      </List>
    </Stack>
  );
}

/** Nothing while payouts are enabled: a requirement then is only a future one. */
export function StripeRequirements({ details }: { details: AccountDetailsResponse }) {
  if (details.payouts_enabled) return null;
  const { currently_due: due, pending_verification: pending } = details.requirements;
  return (
    <>
      <Requirements title="Stripe still needs" paths={due} />
      <Requirements title="Stripe is verifying" paths={pending} />
    </>
  );
}
