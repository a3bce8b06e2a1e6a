// The treatment dialog's Intake Forms (REFERENCE §5): the forms linked to this treatment, and a
// picker of the forms not linked yet (`GET /api/intake_forms?treatment_id`). A link is the form's
// own `treatment_ids`, so adding or removing one saves that form with the version read.
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { useIntakeForms } from '#web/features/intake-forms/api/get-intake-forms.ts';
import { updateIntakeForm } from '#web/features/intake-forms/api/save-intake-form.ts';
import { intakeFormsKey } from '#web/features/intake-forms/api/forms-keys.ts';

function useLink(treatmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, linked }: { form: IntakeForm; linked: boolean }) => {
      const ids = form.treatments.map((t) => t.id).filter((id) => id !== treatmentId);
      return updateIntakeForm(form.id, { treatment_ids: linked ? [...ids, treatmentId] : ids, version: form.version });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeFormsKey }),
  });
}

export function TreatmentIntakeForms({ treatmentId }: { treatmentId: string }) {
  const all = useIntakeForms();
  const unlinked = useIntakeForms(treatmentId);
  const link = useLink(treatmentId);
  const [chosen, setChosen] = useState('');
  const linked = (all.data ?? []).filter((f) => f.treatments.some((t) => t.id === treatmentId));
  const candidate = unlinked.data?.find((f) => f.id === chosen);
  return (
    <Stack gap="xs" component="section" aria-labelledby="treatment-intake-forms">
      <Title order={3} size="h5" id="treatment-intake-forms">Intake Forms</Title>
      {linked.length === 0 && <Text size="sm" c="dimmed">No intake forms linked.</Text>}
      {linked.map((form) => (
        <Group key={form.id} justify="space-between">
          <Text size="sm">{form.name}</Text>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`Unlink ${form.name}`} onClick={() => link.mutate({ form, linked: false })}>Unlink</Button>
        </Group>
      ))}
      <Group align="flex-end" gap="sm">
        <NativeSelect label="Link an intake form" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}
          data={[{ value: '', label: 'Choose a form…' }, ...(unlinked.data ?? []).map((f) => ({ value: f.id, label: f.name }))]} />
        <Button variant="light" disabled={!candidate} onClick={() => { if (candidate) link.mutate({ form: candidate, linked: true }, { onSuccess: () => setChosen('') }); }}>Link</Button>
      </Group>
      <ActionErrorAlert error={link.error} title="Not linked" />
    </Stack>
  );
}
