// My Profile's invoice tabs (REFERENCE §5): Non-finalized, Finalized and Rejected (plus Mentor
// invoices for mentors), Submit Mentorship Eval and Mentorship Evaluations. No tab is open at
// first, so the profile asks for none of these lists until one is chosen.
import { Tabs } from '@mantine/core';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useMyInventory } from '#web/features/inventory/api/get-my-inventory.ts';
import { MentorshipEvalForm } from '#web/features/invoices/components/mentorship-eval-form.tsx';
import { MentorshipEvaluations } from '#web/features/invoices/components/mentorship-evaluations.tsx';
import { PagedInvoices } from '#web/features/invoices/components/paged-invoices.tsx';
import { stockChoices } from '#web/features/invoices/invoice-stock.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useScheduleClients } from '#web/features/schedule/api/get-schedule-clients.ts';
import { todayIn } from '#web/lib/zoned-time.ts';

function EvalTab({ profile }: { profile: EmployeeProfile }) {
  const stock = useMyInventory();
  const clients = useScheduleClients(profile.id);
  const locations = useLocations();
  if (stock.isError) return <LoadError title="Could not load your stock" error={stock.error} onRetry={() => void stock.refetch()} />;
  if (stock.isPending || locations.isPending) return <ScreenLoader />;
  const held = stock.data.employees_inventories;
  // Mentorship products may come from any section of my stock.
  const choices = stockChoices(held, [], 'products').concat(stockChoices(held, [], 'retail_products'), stockChoices(held, [], 'wellness_products'));
  return (
    <MentorshipEvalForm
      profile={profile} stock={choices} clients={clients.data ?? []} locations={locations.data ?? []}
      today={todayIn(locations.data?.[0]?.timezone ?? 'UTC')}
    />
  );
}

export function MyInvoicesTabs({ profile }: { profile: EmployeeProfile }) {
  return (
    <Tabs defaultValue={null} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="non-finalized">Non-finalized</Tabs.Tab>
        <Tabs.Tab value="finalized">Finalized</Tabs.Tab>
        <Tabs.Tab value="rejected">Rejected</Tabs.Tab>
        {profile.is_mentor && <Tabs.Tab value="mentor">Mentor invoices</Tabs.Tab>}
        <Tabs.Tab value="eval">Submit Mentorship Eval</Tabs.Tab>
        <Tabs.Tab value="evaluations">Mentorship Evaluations</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="non-finalized" pt="md">
        <PagedInvoices label="Non-finalized invoices" request={{ list: 'mine', is_finalized: false }} who="client" empty="No invoices waiting for review." />
      </Tabs.Panel>
      <Tabs.Panel value="finalized" pt="md">
        <PagedInvoices label="Finalized invoices" request={{ list: 'mine', is_finalized: true }} who="client" empty="No finalized invoices yet." />
      </Tabs.Panel>
      <Tabs.Panel value="rejected" pt="md">
        <PagedInvoices
          label="Rejected invoices" request={{ list: 'all', status: 'rejected', per_page: 100 }} who="client" empty="No rejected invoices."
          keep={(i) => i.employee.id === profile.id}
        />
      </Tabs.Panel>
      {profile.is_mentor && (
        <Tabs.Panel value="mentor" pt="md">
          <PagedInvoices label="Mentor invoices" request={{ list: 'mentor' }} who="client" empty="No mentor fee invoices yet." />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="eval" pt="md"><EvalTab profile={profile} /></Tabs.Panel>
      <Tabs.Panel value="evaluations" pt="md"><MentorshipEvaluations /></Tabs.Panel>
    </Tabs>
  );
}
