// `/clients/payment/confirm_payment` (REFERENCE §3.7 steps 3–4, §5): the summary of the choice, the
// reminder checkboxes pre-ticked from the client's settings, and Confirm, which creates the
// appointment. A taken time (409) goes back to choosing a time with the server's message; a
// redirect URL (a deposit to pay) is followed in the same tab.
import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { BookableTreatment } from '#functions/contract/catalog.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useClientProfile } from '#web/lib/session/session-context.ts';
import { formatDate, formatTimeRange } from '#web/lib/zoned-time.ts';
import { useBookAppointment } from '#web/features/booking/api/book-appointment.ts';
import { useBookableTreatments } from '#web/features/booking/api/get-bookable-treatments.ts';
import { clearBookingChoice, isComplete, readBookingChoice, saveBookingChoice, type BookingChoice } from '#web/features/booking/booking-choice.ts';
import { practitionerPath } from '#web/features/booking/booking-paths.ts';
import { defaultReminders, ReminderCheckboxes } from '#web/features/booking/components/reminder-checkboxes.tsx';
import { IntakeFormChecklist, intakeFormsRequiredMessage, pendingForms } from '#web/features/booking/components/intake-form-checklist.tsx';
import { useClientIntakeFormsFor } from '#web/features/intake-forms/api/get-client-intake-forms.ts';
import { CardOnFileGate, isCardRefusal, useSavedCardGate } from '#web/features/booking/components/card-on-file-gate.tsx';
import { PolicyNote } from '#web/features/booking/components/policy-note.tsx';
import { DepositDue } from '#web/features/booking/components/deposit-due.tsx';

type CompleteChoice = BookingChoice & { slot: NonNullable<BookingChoice['slot']> };

/** The server's own check of the forms (409 `intake_forms_required`): shown like the screen's. */
const isFormsRefusal = (error: unknown) => error instanceof ApiError && error.code === 'intake_forms_required';

function Summary({ choice, treatments }: { choice: CompleteChoice; treatments: BookableTreatment[] }) {
  const total = treatments.reduce((sum, treatment) => sum + treatment.cost_cents, 0);
  const { slot, timezone } = choice;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your appointment
        </Title>
        <Text>
          <strong>{formatDate(slot.start_time, timezone)}</strong>, {formatTimeRange(slot.start_time, slot.end_time, timezone)}
        </Text>
        <Text>
          with <strong>{choice.employee_name}</strong> at <strong>{choice.location_name}</strong>
        </Text>
        <Table>
          <Table.Tbody>
            {treatments.map((treatment) => (
              <Table.Tr key={treatment.id}>
                <Table.Td>{treatment.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(treatment.cost_cents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatMoney(total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

function Confirmation({ choice }: { choice: CompleteChoice }) {
  const profile = useClientProfile();
  const navigate = useNavigate();
  const treatments = useBookableTreatments(choice.employee_id);
  const book = useBookAppointment();
  const [reminder, setReminder] = useState(() => defaultReminders(profile?.notification_settings ?? {}));
  const intake = useClientIntakeFormsFor(choice.treatment_ids);
  const [blocked, setBlocked] = useState(false);
  const gate = useSavedCardGate(choice.employee_id);

  if (treatments.isPending || intake.isPending) return <ScreenLoader />;
  if (intake.error) return <LoadError title="Could not load the intake forms" error={intake.error} onRetry={() => void intake.refetch()} />;
  if (treatments.isError) return <LoadError title="Could not load the treatments" error={treatments.error} onRetry={() => void treatments.refetch()} />;
  const chosen = treatments.data.filter((treatment) => choice.treatment_ids.includes(treatment.id));

  const backToTimes = (message: string) => {
    saveBookingChoice({ ...choice, slot: null, awaiting_sign_in: false });
    void navigate(practitionerPath(choice.employee_id, choice.location_id), { state: { refusal: message } });
  };
  const automatic = intake.forms.filter((form) => form.prompt_type === 'automatic');
  const confirm = () => {
    setBlocked(pendingForms(automatic).length > 0);
    if (pendingForms(automatic).length > 0) return;
    const { slot } = choice;
    const body = { employee_id: choice.employee_id, location_id: choice.location_id, date: slot.date, start_time: slot.start_time, end_time: slot.end_time, treatment_ids: chosen.map((t) => t.id), reminder };
    book.mutate(body, {
      onSuccess: ({ redirect_url }) => {
        clearBookingChoice();
        if (redirect_url !== null) {
          window.location.assign(redirect_url);
          return;
        }
        notifySuccess('Your appointment is booked.', 'Booked');
        void navigate(paths.clientAppointments);
      },
      onError: (error) => {
        if (isFormsRefusal(error)) void intake.refetch();
        else if (error instanceof ApiError && error.status === 409 && !isCardRefusal(error)) backToTimes(error.message);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Summary choice={choice} treatments={chosen} />
      <PolicyNote policy={gate.policy} />
      <DepositDue employeeId={choice.employee_id} treatments={chosen} />
      <Stack gap="xs">
        <Title order={2} size="h3">
          Reminders
        </Title>
        <ReminderCheckboxes value={reminder} onChange={setReminder} disabled={book.isPending} />
      </Stack>
      <IntakeFormChecklist forms={automatic} />
      {(blocked || isFormsRefusal(book.error)) && (
        <Alert color="red" title="Not booked" role="alert">
          {intakeFormsRequiredMessage}
        </Alert>
      )}
      {book.isError && !(book.error instanceof ApiError && book.error.status === 409) && (
        <Alert color="red" title="Not booked" role="alert">
          {book.error.message}
        </Alert>
      )}
      <CardOnFileGate missing={gate.missing} error={book.error} />
      <Divider />
      <Group justify="space-between">
        <Anchor component={Link} to={practitionerPath(choice.employee_id, choice.location_id)}>
          Change the time
        </Anchor>
        <Button size="md" loading={book.isPending} disabled={chosen.length === 0 || gate.missing || gate.pending} onClick={confirm}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

export function ConfirmBookingPage() {
  // Read once: the choice is this screen's input, not state that changes under it.
  const [choice] = useState(() => readBookingChoice());
  return (
    <Page title="Confirm your appointment" width="narrow">
      {isComplete(choice) ? (
        <Confirmation choice={choice} />
      ) : (
        <Stack gap="sm">
          <Text>There is no time chosen to confirm, or the time has passed.</Text>
          <Button component={Link} to={paths.clients} w="fit-content">
            Book an Appointment
          </Button>
        </Stack>
      )}
    </Page>
  );
}
