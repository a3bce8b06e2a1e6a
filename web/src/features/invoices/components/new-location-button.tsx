// "+ Create New Location" beside an invoice card's Location (REFERENCE §5 Submit invoice, admins
// only): the location form of Settings in a dialog; the new location is chosen on the card at once.
import { IconPlus } from '@tabler/icons-react';
import { DialogButton } from '#web/components/dialog-button.tsx';
import { CreateLocationForm } from '#web/features/locations/components/location-form.tsx';

export function NewLocationButton({ timeZone, onCreated }: { timeZone: string; onCreated: (locationId: string) => void }) {
  return (
    <DialogButton label="Create New Location" icon={<IconPlus size={16} aria-hidden />} title="New location">
      {(close) => (
        <CreateLocationForm
          practiceTimezone={timeZone}
          onCancel={close}
          onCreated={(location) => {
            onCreated(location.id);
            close();
          }}
        />
      )}
    </DialogButton>
  );
}
