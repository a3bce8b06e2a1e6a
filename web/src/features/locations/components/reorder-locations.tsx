// "Reorder Locations" (REFERENCE §5 "Locations", §3.4): pick a staff member (the admin starts with
// themself), rearrange their locations, save. Position 1 becomes their "Primary location" and leads
// their online booking. Nothing changes until Save; each move is announced for screen readers.
import { Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { LocationRef } from '#functions/contract/common.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { useStaffList } from '#web/features/employees/api/get-staff-list.ts';
import { useEmployeeLocations } from '#web/features/locations/api/get-employee-locations.ts';
import { useReorderLocations } from '#web/features/locations/api/reorder-locations.ts';
import { ReorderList } from '#web/features/locations/components/reorder-list.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface OrderEditorProps {
  employeeId: string;
  saved: readonly LocationRef[];
}

/** The order being edited; remounted (keyed) whenever the saved order or the employee changes. */
function OrderEditor({ employeeId, saved }: OrderEditorProps) {
  const [order, setOrder] = useState(saved);
  const [announcement, setAnnouncement] = useState('');
  const reorder = useReorderLocations();
  const move = (from: number, to: number) => {
    const next = moved(order, from, to);
    setOrder(next);
    setAnnouncement(`${next[to]?.name ?? ''} moved to position ${to + 1} of ${next.length}. Not saved yet.`);
  };
  const save = () => {
    if (reorder.isPending) return;
    const body = { employee_id: employeeId, location_ids: order.map((location) => location.id) };
    // mutateAsync: the refreshed order remounts this editor, which would drop `mutate`'s callbacks.
    void reorder.mutateAsync(body).then(
      () => notifySuccess('Location order saved.'),
      (error: unknown) => notifyError(error),
    );
  };
  const changed = order.some((location, index) => location.id !== saved[index]?.id);
  return (
    <Stack gap="sm">
      <ReorderList items={order} onMove={move} />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <FormActions label="Save order" onConfirm={save} pending={reorder.isPending} onCancel={changed ? () => setOrder(saved) : undefined} cancelLabel="Undo changes" />
    </Stack>
  );
}

function EmployeeOrder({ employeeId, name }: { employeeId: string; name: string }) {
  const locations = useEmployeeLocations(employeeId);
  if (locations.isPending) return <ScreenLoader />;
  if (locations.isError) return <LoadError title="Could not load the locations" error={locations.error} onRetry={() => void locations.refetch()} />;
  if (locations.data.length === 0) return <Text c="dimmed">{`${name} has no active locations yet. Add them to a location's staff first.`}</Text>;
  const saved = locations.data.map(({ id, name: locationName }) => ({ id, name: locationName }));
  return <OrderEditor key={`${employeeId}-${locations.dataUpdatedAt}`} employeeId={employeeId} saved={saved} />;
}

export function ReorderLocations() {
  const me = useStaffProfile();
  const staff = useStaffList('admin');
  const [chosen, setChosen] = useState<string>();
  const employeeId = chosen ?? me?.id;
  const options = (staff.data ?? (me ? [me] : [])).map((employee) => ({ value: employee.id, label: employee.name }));
  const name = options.find((option) => option.value === employeeId)?.label ?? 'This staff member';
  return (
    <Stack gap="md">
      <Text size="sm">Drag a location, or use its arrow buttons. The first one is the staff member&apos;s primary location for online booking.</Text>
      <Select label="Staff member" data={options} value={employeeId ?? null} onChange={(id) => setChosen(id ?? undefined)} searchable allowDeselect={false} maw={360} />
      {employeeId && <EmployeeOrder employeeId={employeeId} name={name} />}
    </Stack>
  );
}
