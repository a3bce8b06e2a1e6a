// The card-on-file part of the appointment drawer (issues 22 and 24): the fees charged (or failed,
// with "Retry charge") and "Charge card on file" for the balance. One line in the drawer.
import { Stack } from '@mantine/core';
import type { Schedule } from '#functions/contract/schedule.ts';
import { ChargeCardOnFile } from '#web/components/charge-card-on-file.tsx';
import { useChargeCardOnFileProps } from '#web/features/payments/api/charge-card-on-file.ts';
import { FeeCharges } from '#web/features/schedule/components/fee-charges.tsx';

export function CardOnFileActions({ schedule }: { schedule: Schedule }) {
  const chargeCard = useChargeCardOnFileProps(schedule);
  return (
    <Stack gap="sm">
      <FeeCharges schedule={schedule} />
      <ChargeCardOnFile {...chargeCard} />
    </Stack>
  );
}
