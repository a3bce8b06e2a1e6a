// "New appointment" (REFERENCE §5): client, treatments, optional products, location, then a slot
// the server computed for that day (avoiding the client's own appointments too), and Add. A slot
// taken meanwhile is refused (409) with the server's message, and the free times reload.
import { Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Slot } from '#functions/contract/schedule.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { todayIn } from '#web/lib/zoned-time.ts';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useCreateSchedule } from '#web/features/schedule/api/create-schedule.ts';
import { useScheduleClients } from '#web/features/schedule/api/get-schedule-clients.ts';
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
}

interface NewAppointmentModalProps {
  start: NewAppointmentStart | undefined;
  scope: ScheduleScope;
  onClose: () => void;
  onBooked: (id: string) => void;
}

function Form({ start, scope, onClose, onBooked }: Required<Omit<NewAppointmentModalProps, 'start'>> & { start: NewAppointmentStart }) {
  const clients = useScheduleClients(scope.staffId);
  const treatments = useScheduleTreatments(scope.staffId);
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
    const body = { ...slot, employee_id: scope.staffId, location_id: locationId, client_id: clientId, treatment_ids: treatmentIds, product_ids: productIds };
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
      <Select
        label="Client"
        placeholder="Search by name"
        data={(clients.data ?? []).map((client) => ({ value: client.id, label: `${client.name} ${client.last_name}` }))}
        value={clientId}
        onChange={setClientId}
        searchable
        nothingFoundMessage={clients.isPending ? 'Loading…' : 'No client matches'}
        required
      />
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
          query={{ employee_id: scope.staffId, location_id: locationId, treatment_ids: treatmentIds, from_date: date, to_date: date, client_id: clientId }}
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
