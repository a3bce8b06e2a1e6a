// One tab's treatments in their three states: loading, failed (with the API's message), loaded, with
// an empty state that says what to do next.
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useBaseTreatments } from '#web/features/treatments/api/get-base-treatments.ts';
import { useEmployeeTreatments } from '#web/features/treatments/api/get-my-treatments.ts';
import { TreatmentsTable, type TreatmentActions } from '#web/features/treatments/components/treatments-table.tsx';

export type TreatmentSource = { kind: 'base' } | { kind: 'employee'; employeeId: string };

type Query = ReturnType<typeof useBaseTreatments>;

function Loaded({ query, actions, emptyText }: { query: Query; actions: TreatmentActions; emptyText: string }) {
  if (query.isPending) return <ScreenLoader />;
  if (query.isError) return <LoadError title="Could not load the treatments" error={query.error} onRetry={() => void query.refetch()} />;
  return <TreatmentsTable treatments={query.data} actions={actions} emptyText={emptyText} />;
}

function BaseTreatments({ actions }: { actions: TreatmentActions }) {
  return <Loaded query={useBaseTreatments()} actions={actions} emptyText="No base treatments yet. Admins create them for the whole practice." />;
}

function EmployeeTreatments({ employeeId, actions }: { employeeId: string; actions: TreatmentActions }) {
  const emptyText = 'You have no treatments yet. Create one to offer it to clients.';
  return <Loaded query={useEmployeeTreatments(employeeId)} actions={actions} emptyText={emptyText} />;
}

export function TreatmentList({ source, actions }: { source: TreatmentSource; actions: TreatmentActions }) {
  return source.kind === 'base' ? <BaseTreatments actions={actions} /> : <EmployeeTreatments employeeId={source.employeeId} actions={actions} />;
}
