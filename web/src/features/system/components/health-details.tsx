// The facts behind the health status, as a description list (term and value pairs for screen readers).
import { DetailList } from '#web/components/detail-list.tsx';
import type { Health } from '#web/features/system/api/get-health.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

interface HealthDetailsProps {
  health: Health;
  /** When the answer arrived, in epoch ms. */
  checkedAt: number;
}

export function HealthDetails({ health, checkedAt }: HealthDetailsProps) {
  return (
    <DetailList
      rows={[
        ['Database', health.table === 'ok' ? 'Available' : 'Unavailable'],
        ['Version', health.version],
        ['Last checked', timeFormat.format(checkedAt)],
      ]}
    />
  );
}
