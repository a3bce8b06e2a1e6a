// The builder's Consents tab: signature on or off, and consent forms of the three types (REFERENCE
// §2.8: must agree, agree or disagree, acknowledge with initials), each with its text and declaration.
import { Button, NativeSelect, Paper, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { consentTypes } from '#functions/contract/form-enums.ts';
import type { ConsentForm } from '#functions/contract/intake-forms.ts';
import type { TabProps } from '#web/features/intake-forms/components/general-tab.tsx';

const blankConsent: ConsentForm = { name: '', text: '', type: 'must agree', declaration: '' };

export function ConsentsTab({ draft, set, errors }: TabProps) {
  const { consents } = draft.form_data;
  const update = (next: Partial<typeof consents>) => set({ form_data: { ...draft.form_data, consents: { ...consents, ...next } } });
  const change = (index: number, patch: Partial<ConsentForm>) => update({ consent_forms: consents.consent_forms.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  return (
    <Stack gap="md">
      <Switch label="Ask for a signature" checked={consents.signature} onChange={(e) => update({ signature: e.currentTarget.checked })} />
      {consents.consent_forms.map((consent, i) => (
        <Paper key={i} withBorder radius="md" p="md" component="fieldset" aria-label={`Consent ${i + 1}`}>
          <Stack gap="sm">
            <TextInput label={`Consent ${i + 1}, name`} required value={consent.name} error={errors[`form_data.consents.consent_forms.${i}.name`]} onChange={(e) => change(i, { name: e.currentTarget.value })} />
            <NativeSelect label={`Consent ${i + 1}, type`} value={consent.type} data={[...consentTypes]} onChange={(e) => change(i, { type: consentTypes.find((t) => t === e.currentTarget.value) ?? 'must agree' })} />
            <Textarea label={`Consent ${i + 1}, text`} rows={4} value={consent.text} onChange={(e) => change(i, { text: e.currentTarget.value })} />
            <TextInput label={`Consent ${i + 1}, declaration`} placeholder="I have read and agree to the above." value={consent.declaration} onChange={(e) => change(i, { declaration: e.currentTarget.value })} />
            <Button variant="subtle" color="red" w="fit-content" onClick={() => update({ consent_forms: consents.consent_forms.filter((_, j) => j !== i) })}>Remove consent {i + 1}</Button>
          </Stack>
        </Paper>
      ))}
      <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => update({ consent_forms: [...consents.consent_forms, blankConsent] })}>Add consent form</Button>
    </Stack>
  );
}
