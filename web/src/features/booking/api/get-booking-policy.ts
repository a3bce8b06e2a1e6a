// The policy a booking made now is held to (issue 24), from GET /api/config, and whether it needs a
// saved card: only when the practice asks for one and the practitioner takes no deposit (a deposit
// booking pays with its own card; the server applies the same rule).
import type { CancellationPolicy } from '#functions/contract/schedule.ts';
import { usePractitioner } from '#web/features/booking/api/get-practitioner.ts';
import { useConfig } from '#web/features/system/api/get-config.ts';

export function useBookingPolicy(employeeId: string): { policy: CancellationPolicy | undefined; cardRequired: boolean; pending: boolean } {
  const config = useConfig();
  const practitioner = usePractitioner(employeeId);
  const cardRequired = config.data?.card_required_for_online_booking === true && practitioner.data?.require_deposit === false;
  return { policy: config.data?.cancellation_policy, cardRequired, pending: config.isPending || practitioner.isPending };
}
