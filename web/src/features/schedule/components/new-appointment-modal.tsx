// "New appointment" (REFERENCE §5): staff member, client (or a new one, issue 22), treatments,
// optional products, location, then a slot the server computed for that day (avoiding the client's
// own appointments too), and Add. A slot taken meanwhile is refused (409) with the server's message,
// and the free times reload. A click on an empty calendar cell prefills the staff member and time.
import { Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Slot } from '#functions/contract/schedule.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { todayIn } from '#web/lib/zoned-time.ts';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useCreateSchedule } from '#web/features/schedule/api/create-schedule.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { ClientChoice } from '#web/features/schedule/components/client-choice.tsx';
import { StaffSelect } from '#web/features/schedule/components/staff-select.tsx';
import { useScheduleTreatments } from '#web/features/schedule/api/get-schedule-treatments.ts';
import { SlotChoice } from '#web/features/schedule/components/slot-choice.tsx';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';

export interface NewAppointmentStart {
  date: string | undefined;
  /** `HH:MM` clicked on the calendar, preselected when it is a free slot. */
  time: string | undefined;
  /** The staff member of the clicked column (else the calendar's). */
  staffId: string;
}

interface NewAppointmentModalProps {
  start: NewAppointmentStart | undefined;
  scope: ScheduleScope;
  onClose: () => void;
  onBooked: (id: string) => void;
}

function Form({ start, scope, onClose, onBooked }: Required<Omit<NewAppointmentModalProps, 'start'>> & { start: NewAppointmentStart }) {
  const profile = useStaffProfile();
  const [staffId, setStaffId] = useState(start.staffId);
  const treatments = useScheduleTreatments(staffId);
  const products = useProducts();
  const create = useCreateSchedule();
  const [clientId, setClientId] = useState<string | null>(null);
  const [treatmentIds, setTreatmentIds] = useState<string[]>([]);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [locationId, setLocationId] = useState(scope.locationId ?? null);
  const [date, setDate] = useState(start.date ?? todayIn(scope.timeZone));
  const [slot, setSlot] = useState<Slot>();
  const ready = clientId !== null && locationId !== null && treatmentIds.length > 0 && date !== '';

  const add = () => {
    if (!ready || !slot) return;
    const body = { ...slot, employee_id: staffId, location_id: locationId, client_id: clientId, treatment_ids: treatmentIds, product_ids: productIds };
    create.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(`${saved.client.name} ${saved.client.last_name} is booked.`, 'Appointment booked');
        onClose();
        onBooked(saved.id);
      },
      onError: () => setSlot(undefined),
    });
  };

  return (
    <Stack gap="md">
      <StaffSelect
        scope={scope}
        label="Staff"
        value={staffId}
        onChange={(id) => {
          setStaffId(id);
          setTreatmentIds([]);
          setSlot(undefined);
        }}
      />
      <ClientChoice staffId={staffId} linkTo={profile?.is_admin === true && staffId !== profile.id ? staffId : undefined} value={clientId} onChange={setClientId} />
      <MultiSelect
        label="Treatments"
        data={(treatments.data ?? []).map((treatment) => ({ value: treatment.id, label: `${treatment.name} (${treatment.duration_minutes} min)` }))}
        value={treatmentIds}
        onChange={setTreatmentIds}
        searchable
        required
      />
      <MultiSelect label="Products (optional)" data={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))} value={productIds} onChange={setProductIds} searchable />
      <Group grow align="flex-start">
        <Select label="Location" data={scope.locationOptions} value={locationId} onChange={setLocationId} allowDeselect={false} required />
        <TextInput label="Date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} required />
      </Group>
      {ready ? (
        <SlotChoice
          query={{ employee_id: staffId, location_id: locationId, treatment_ids: treatmentIds, from_date: date, to_date: date, client_id: clientId }}
          preferredTime={start.date === date ? start.time : undefined}
          value={slot}
          onChange={setSlot}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Choose the client, treatments, location and date to see the free times.
        </Text>
      )}
      <ActionErrorAlert error={create.error} title="Not booked" />
      <FormActions onCancel={onClose} label="Add" onConfirm={add} pending={create.isPending} pendingLabel="Adding…" disabled={!ready || !slot} />
    </Stack>
  );
}

export function NewAppointmentModal({ start, scope, onClose, onBooked }: NewAppointmentModalProps) {
  return (
    <AppModal opened={start !== undefined} onClose={onClose} title="New appointment" size="lg">
      {start && <Form start={start} scope={scope} onClose={onClose} onBooked={onBooked} />}
    </AppModal>
  );
}
