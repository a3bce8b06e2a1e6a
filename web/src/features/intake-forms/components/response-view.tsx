// A submitted intake form, read-only (REFERENCE §5 previews): who sent it and when, the profile
// answers, each question with its answer, the consents and the signature (typed, or the drawn image
// through its 5-minute link).
import { Image, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoment } from '#web/lib/zoned-time.ts';
import type { FormResponse } from '#functions/contract/form-responses.ts';
import { defaultProfileFields } from '#functions/contract/intake-forms.ts';
import { answerText } from '#web/components/answer-text.ts';
import { DetailList } from '#web/components/detail-list.tsx';

/** "Nov 20, 2026, 10:30 AM CST": in the practice's zone (the response names it), never the browser's. */
export function submittedOn(response: Pick<FormResponse, 'created_at' | 'timezone'>): string {
  return formatMoment(response.created_at, response.timezone);
}

const profileLabel = (name: string) => defaultProfileFields.find((f) => f.name === name)?.input_name ?? name.replaceAll('_', ' ');

function consentText(answer: { agreed: boolean; dis_agreed: boolean; initial_value: string }): string {
  if (answer.initial_value.trim() !== '') return `Acknowledged, initials ${answer.initial_value}`;
  if (answer.agreed) return 'Agreed';
  return answer.dis_agreed ? 'Disagreed' : 'No answer';
}

export function ResponseView({ response }: { response: FormResponse }) {
  const data = response.response_form_data;
  const signature = data.consents.signature;
  const by = response.submitted_by === 'client' ? 'the client' : 'staff';
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {`${response.client.name} ${response.client.last_name}`} · submitted {submittedOn(response)} by {by}
      </Text>
      {Object.keys(data.profile_fields).length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">Details</Title>
          <DetailList rows={Object.entries(data.profile_fields).map(([name, value]) => [profileLabel(name), value === null || value === '' ? '—' : String(value)] as const)} />
        </Stack>
      )}
      {data.questionnaires.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">Questionnaire</Title>
          <Table>
            <Table.Tbody>
              {data.questionnaires.filter((q) => q.type !== 'heading' && q.type !== 'instruction').map((q) => (
                <Table.Tr key={q.id}><Table.Th scope="row" w="45%">{q.label}</Table.Th><Table.Td>{answerText(q)}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {(Object.keys(data.consents.consent_forms).length > 0 || signature) && (
        <Stack gap="xs">
          <Title order={2} size="h3">Consents</Title>
          {Object.entries(data.consents.consent_forms).map(([index, answer]) => (
            <Text key={index}>Consent {Number(index) + 1}: {consentText(answer)}</Text>
          ))}
          {signature?.sign_type === 'type' && <Text>Signed: <Text span ff="cursive" fz="lg">{signature.sign}</Text></Text>}
          {signature?.sign_type === 'draw' && (response.signature_url
            ? <Image src={response.signature_url} alt={`Signature of ${response.client.name} ${response.client.last_name}`} maw={360} bd="1px solid gray.4" />
            : <Text>Signed (drawn)</Text>)}
        </Stack>
      )}
    </Stack>
  );
}
