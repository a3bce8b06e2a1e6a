// Deleting a treatment, with its Yes/No question first (REFERENCE §5). Deleting archives it: clients
// can no longer book it, and past appointments keep their price (REFERENCE §3.5).
import { useState } from 'react';
import type { Treatment } from '#functions/contract/catalog.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useDeleteTreatment } from '#web/features/treatments/api/delete-treatment.ts';
import { notifySuccess } from '#web/lib/notify.ts';

export function useDeleteTreatmentFlow() {
  const remove = useDeleteTreatment();
  const [asking, setAsking] = useState<Treatment>();
  const ask = (treatment: Treatment) => {
    remove.reset();
    setAsking(treatment);
  };
  const yes = () => {
    if (!asking) return;
    remove.mutate(asking.id, {
      onSuccess: () => {
        notifySuccess(`${asking.name} was deleted.`, 'Treatment deleted');
        setAsking(undefined);
      },
    });
  };
  const dialog = (
    <ConfirmDialog question={asking && `Delete ${asking.name}?`} busy={remove.isPending} error={remove.error} onYes={yes} onNo={() => setAsking(undefined)}>
      Clients can no longer book it. Past appointments keep their price.
    </ConfirmDialog>
  );
  return { ask, dialog };
}
