// The builder's General tab: name, prompt type, effective date, valid for, introduction, the linked
// treatments and the appointment type (REFERENCE §3.10, §5).
import { MultiSelect, NativeSelect, Radio, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { validForValues } from '#functions/contract/form-enums.ts';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { useBaseTreatments } from '#web/features/treatments/api/get-base-treatments.ts';
import { useEmployeeTreatments } from '#web/features/treatments/api/get-my-treatments.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import type { FormDraft } from '#web/features/intake-forms/form-draft.ts';

interface TabProps {
  draft: FormDraft;
  set: (change: Partial<FormDraft>) => void;
  errors: Readonly<Record<string, string>>;
}

function useTreatmentOptions() {
  const profile = useStaffProfile();
  const base = useBaseTreatments();
  const mine = useEmployeeTreatments(profile?.id ?? '');
  const all = new Map([...(base.data ?? []), ...(mine.data ?? [])].map((t) => [t.id, t.name]));
  return [...all].map(([value, label]) => ({ value, label }));
}

export function GeneralTab({ draft, set, errors }: TabProps) {
  const treatments = useTreatmentOptions();
  return (
    <Stack gap="md">
      <FieldGrid>
        <TextInput label="Form name" required value={draft.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
        <NativeSelect label="Prompt type" value={draft.prompt_type} error={errors.prompt_type} onChange={(e) => set({ prompt_type: e.currentTarget.value === 'manual' ? 'manual' : 'automatic' })}
          data={[{ value: 'automatic', label: 'Automatic (asked at booking)' }, { value: 'manual', label: 'Manual (filled on request)' }]} />
        <TextInput label="Effective date" type="date" value={draft.effective_date ?? ''} error={errors.effective_date} onChange={(e) => set({ effective_date: e.currentTarget.value === '' ? null : e.currentTarget.value })} />
        <NativeSelect label="Valid for" value={draft.valid_for} error={errors.valid_for} onChange={(e) => set({ valid_for: e.currentTarget.value })} data={[...validForValues]} />
      </FieldGrid>
      <Textarea label="Introduction" rows={3} value={draft.introduction} error={errors.introduction} onChange={(e) => set({ introduction: e.currentTarget.value })} />
      <MultiSelect label="Treatments" description="Clients booking these treatments are asked for this form." searchable data={treatments} value={draft.treatment_ids} onChange={(treatment_ids) => set({ treatment_ids })} />
      <Radio.Group label="Appointment type" value={draft.appointment_type} onChange={(v) => set({ appointment_type: v === 'specific_staff' ? 'specific_staff' : 'all' })}>
        <Group mt={6}>
          <Radio value="all" label="All Appointments" />
          <Radio value="specific_staff" label="A Specific staff Member" />
        </Group>
      </Radio.Group>
    </Stack>
  );
}

export type { TabProps };
