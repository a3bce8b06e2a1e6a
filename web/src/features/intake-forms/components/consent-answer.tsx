// One consent form as the person filling it sees it (REFERENCE §2.8's three types): its text, then
// "I agree" (must agree), Agree / Disagree (agree or disagree), or initials (acknowledge with initials).
import { Paper, Radio, Group, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ConsentForm } from '#functions/contract/intake-forms.ts';

export interface ConsentValue {
  agreed: boolean;
  dis_agreed: boolean;
  initial_value: string;
}

export const noConsent: ConsentValue = { agreed: false, dis_agreed: false, initial_value: '' };

interface ConsentAnswerProps {
  consent: ConsentForm;
  value: ConsentValue;
  onChange: (value: ConsentValue) => void;
  error?: string | undefined;
}

function Choice({ consent, value, onChange, error }: ConsentAnswerProps) {
  const declaration = consent.declaration.trim() || 'I have read and agree to the above.';
  switch (consent.type) {
    case 'must agree':
      return <Checkbox label={declaration} required checked={value.agreed} error={error} onChange={(e) => onChange({ ...value, agreed: e.currentTarget.checked })} />;
    case 'agree or disagree':
      return (
        <Radio.Group label={declaration} error={error} value={value.agreed ? 'agree' : value.dis_agreed ? 'disagree' : ''} onChange={(v) => onChange({ ...value, agreed: v === 'agree', dis_agreed: v === 'disagree' })}>
          <Group mt={6}><Radio value="agree" label="Agree" /><Radio value="disagree" label="Disagree" /></Group>
        </Radio.Group>
      );
    case 'acknowledge with initials':
      return <TextInput label={`${declaration} (your initials)`} required maw={200} error={error} value={value.initial_value} onChange={(e) => onChange({ ...value, initial_value: e.currentTarget.value })} />;
  }
}

export function ConsentAnswer(props: ConsentAnswerProps) {
  const { consent } = props;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">{consent.name}</Title>
        {consent.text.trim() !== '' && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{consent.text}</Text>}
        <Choice {...props} />
      </Stack>
    </Paper>
  );
}

/** A consent the form cannot be sent without. */
export function consentMissing(consent: ConsentForm, value: ConsentValue): string | undefined {
  if (consent.type === 'must agree' && !value.agreed) return 'You must agree to continue.';
  if (consent.type === 'agree or disagree' && !value.agreed && !value.dis_agreed) return 'Choose Agree or Disagree.';
  if (consent.type === 'acknowledge with initials' && value.initial_value.trim() === '') return 'Enter your initials.';
  return undefined;
}
