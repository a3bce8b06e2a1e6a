// `/addinvoice` "Submit invoice" (REFERENCE §5): the invoice cards, fed by the employee's own stock
// (read fresh: the pickers show what remains), the clients they may invoice and the active
// locations; then the rejected invoices waiting for a resubmission. The preview's rates are the
// employee's own percentages (null → the defaults, inside the shared charge function) and the
// practice's fee percentages, read from the server as the submission will use them.
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { ChargeRates } from '#functions/contract/invoice-charge.ts';
import type { InvoiceChargeRates } from '#functions/contract/invoice-views.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useMyInventory } from '#web/features/inventory/api/get-my-inventory.ts';
import { useChargeRates } from '#web/features/invoices/api/get-charge-rates.ts';
import { RejectedInvoices } from '#web/features/invoices/components/rejected-invoices.tsx';
import { SubmitInvoicesForm } from '#web/features/invoices/components/submit-invoices-form.tsx';
import { emptyCard } from '#web/features/invoices/invoice-draft.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useScheduleClients } from '#web/features/schedule/api/get-schedule-clients.ts';
import { todayIn } from '#web/lib/zoned-time.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

const ratesOf = (p: EmployeeProfile, practice: InvoiceChargeRates): ChargeRates => ({
  service_percentage: p.service_percentage, retail_percentage: p.retail_percentage, wellness_percentage: p.wellness_percentage,
  fee_percents: practice.payment_method_fee_percent, instant_pay_fee_percent: practice.instant_pay_fee_percent,
});

function Screen({ profile }: { profile: EmployeeProfile }) {
  const stock = useMyInventory();
  const clients = useScheduleClients(profile.id);
  const locations = useLocations();
  const practiceRates = useChargeRates();
  if (practiceRates.isError) return <LoadError title="Could not load the invoice rates" error={practiceRates.error} onRetry={() => void practiceRates.refetch()} />;
  if (stock.isError) return <LoadError title="Could not load your stock" error={stock.error} onRetry={() => void stock.refetch()} />;
  if (locations.isError) return <LoadError title="Could not load the locations" error={locations.error} onRetry={() => void locations.refetch()} />;
  if (stock.isPending || locations.isPending || practiceRates.isPending) return <ScreenLoader />;
  const held = stock.data.employees_inventories;
  const zone = locations.data[0]?.timezone ?? 'UTC';
  const context = {
    stock: held,
    catalogue: new Map(held.map((i) => [i.id, i.product])),
    clients: { list: clients.data ?? [], loading: clients.isPending },
    locations: locations.data,
    rates: ratesOf(profile, practiceRates.data),
    newLocationZone: profile.is_admin ? zone : undefined,
  };
  return (
    <>
      <SubmitInvoicesForm context={context} newCard={() => emptyCard(profile.instant_pay, todayIn(zone))} />
      <RejectedInvoices context={context} />
    </>
  );
}

export function AddInvoicePage() {
  const profile = useStaffProfile();
  return <Page title="Submit invoice">{profile && <Screen profile={profile} />}</Page>;
}
