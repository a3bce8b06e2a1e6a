// "+ Create New Location" beside an invoice card's Location (REFERENCE §5 Submit invoice, admins
// only): the few fields a location needs to exist (name, time zone, city), checked with the API's own
// schema; the rest is filled in later under Settings › Locations. The new location is chosen on the card.
import { Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createLocationBody, type Location } from '#functions/contract/locations.ts';
import { DialogButton } from '#web/components/dialog-button.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { TimeZoneSelect } from '#web/components/time-zone-select.tsx';
import { useCreateLocation } from '#web/features/locations/api/create-location.ts';
import { choiceProps } from '#web/lib/form-inputs.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

interface NewLocationProps {
  timeZone: string;
  onCreated: (locationId: string) => void;
}

function NewLocationForm({ timeZone, onCreated, onClose }: NewLocationProps & { onClose: () => void }) {
  const create = useCreateLocation();
  const form = useZodForm(createLocationBody, { name: '', timezone: timeZone, city: '' });
  const created = (location: Location) => {
    notifySuccess(`${location.name} was created. Its other details are under Settings › Locations.`, 'Location created');
    onCreated(location.id);
    onClose();
  };
  return (
    <form onSubmit={submitHandler(form, create, { onSuccess: created })} noValidate aria-label="New location">
      <Stack gap="md">
        <TextInput {...form.inputProps('name', 'Name')} required autoComplete="off" data-autofocus />
        <TimeZoneSelect {...choiceProps(form, 'timezone', 'Time zone')} required />
        <TextInput {...form.inputProps('city', 'City')} autoComplete="address-level2" />
        <FormProblems error={create.error} title="Could not create the location" otherErrors={form.otherErrors} />
        <FormActions label="Create location" pending={create.isPending} pendingLabel="Creating…" onCancel={onClose} />
      </Stack>
    </form>
  );
}

export function NewLocationButton(props: NewLocationProps) {
  return (
    <DialogButton label="Create New Location" icon={<IconPlus size={16} aria-hidden />} title="New location" size="md">
      {(close) => <NewLocationForm {...props} onClose={close} />}
    </DialogButton>
  );
}
