// `/clients/schedule/{employee_id}` "Book an Appointment" (REFERENCE §3.7 step 2, §5): treatments
// grouped by product, then a strip of days and the free times the server computed, in the
// location's time with its zone shown (a waitlist email's link preselects treatments and day), and
// "Join the waitlist" when none suits. Choosing a time keeps the choice (also for a signed-out
// visitor, who signs in after) and moves on to confirm. A refused booking comes back here with the
// server's message.
import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Slot } from '#functions/contract/schedule.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session/session-context.ts';
import { useBookableLocations } from '#web/features/booking/api/get-bookable-locations.ts';
import { useBookableTreatments } from '#web/features/booking/api/get-bookable-treatments.ts';
import { usePractitioner, type Practitioner } from '#web/features/booking/api/get-practitioner.ts';
import { readBookingChoice, saveBookingChoice } from '#web/features/booking/booking-choice.ts';
import { locationParam } from '#web/features/booking/booking-paths.ts';
import { SlotPicker } from '#web/features/booking/components/slot-picker.tsx';
import { TreatmentPicker } from '#web/features/booking/components/treatment-picker.tsx';
import { JoinWaitlist } from '#web/features/booking/components/join-waitlist.tsx';

/** The message a refused booking brings back (history state set by the confirm page). */
function useRefusal(): string | undefined {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'refusal' in state && typeof state.refusal === 'string' ? state.refusal : undefined;
}

/** A waitlist email's link names the treatments (`?treatment_ids=a,b`); otherwise the kept choice. */
function initialTreatments(employeeId: string, linked: string | null): string[] {
  if (linked) return linked.split(',').filter((id) => id !== '');
  const choice = readBookingChoice();
  return choice?.employee_id === employeeId ? choice.treatment_ids : [];
}

function Booking({ practitioner }: { practitioner: Practitioner }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const refusal = useRefusal();
  const locations = useBookableLocations();
  const treatments = useBookableTreatments(practitioner.id);
  const [selected, setSelected] = useState(() => initialTreatments(practitioner.id, search.get('treatment_ids')));

  if (locations.isPending || treatments.isPending) return <ScreenLoader />;
  if (locations.isError) return <LoadError title="Could not load the locations" error={locations.error} onRetry={() => void locations.refetch()} />;
  if (treatments.isError) return <LoadError title="Could not load the treatments" error={treatments.error} onRetry={() => void treatments.refetch()} />;

  const bookable = locations.data.filter((location) => practitioner.locations.some((own) => own.id === location.id));
  const location = bookable.find((candidate) => candidate.id === search.get(locationParam)) ?? bookable[0];
  if (!location) return <Text>{practitioner.name} does not take online bookings at any location right now.</Text>;

  const choose = (slot: Slot) => {
    saveBookingChoice({
      location_id: location.id,
      location_name: location.name,
      timezone: location.timezone,
      employee_id: practitioner.id,
      employee_name: practitioner.name,
      treatment_ids: selected,
      slot,
      awaiting_sign_in: session?.kind !== 'client',
    });
    void navigate(paths.clientConfirmPayment);
  };

  return (
    <Stack gap="xl">
      {refusal && (
        <Alert color="red" title="That time could not be booked" role="alert">
          {refusal}
        </Alert>
      )}
      {bookable.length > 1 && (
        <Select
          label="Location"
          data={bookable.map((option) => ({ value: option.id, label: option.name }))}
          value={location.id}
          allowDeselect={false}
          onChange={(id) => id && setSearch({ [locationParam]: id }, { replace: true })}
          maw={360}
        />
      )}
      <TreatmentPicker treatments={treatments.data} selected={selected} onChange={setSelected} />
      <Stack gap="sm" component="section" aria-labelledby="time-heading">
        <Title order={2} size="h3" id="time-heading">
          Date and time
        </Title>
        {selected.length === 0 ? (
          <Text c="dimmed">Choose at least one treatment to see the free times.</Text>
        ) : (
          <>
            <SlotPicker employeeId={practitioner.id} location={location} treatmentIds={selected} onChoose={choose} initialDate={search.get('date') ?? undefined} />
            <JoinWaitlist employeeId={practitioner.id} location={location} treatmentIds={selected} />
          </>
        )}
      </Stack>
    </Stack>
  );
}

export function ChooseSlotPage() {
  const { employeeId = '' } = useParams();
  const practitioner = usePractitioner(employeeId);
  if (practitioner.isPending) return <ScreenLoader />;
  if (practitioner.isError) return <LoadError title="Could not load this practitioner" error={practitioner.error} onRetry={() => void practitioner.refetch()} />;
  return (
    <Page title="Book an Appointment">
      <Text size="lg">with {practitioner.data.name}</Text>
      <Booking practitioner={practitioner.data} />
    </Page>
  );
}
