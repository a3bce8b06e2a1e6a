// The treatments table's Intake Forms cell: the names of the forms linked to a treatment. The
// Treatment DTO carries only `intake_form_ids`; the names come from the viewer's form list (one
// shared query for the whole table). A linked form the viewer may not see is counted, not named.
import { Text } from '@mantine/core';
import { useIntakeForms } from '#web/features/intake-forms/api/get-intake-forms.ts';

const count = (n: number, what: string) => (n === 1 ? `1 ${what}` : `${n} ${what}s`);

export function LinkedFormNames({ ids }: { ids: readonly string[] }) {
  const forms = useIntakeForms();
  if (ids.length === 0) return '—';
  if (!forms.data) return <Text size="sm" c="dimmed">{count(ids.length, 'form')}</Text>;
  const names = new Map(forms.data.map((form) => [form.id, form.name]));
  const known = ids.flatMap((id) => names.get(id) ?? []);
  const hidden = ids.length - known.length;
  return <Text size="sm">{[...known, ...(hidden > 0 ? [count(hidden, 'other form')] : [])].join(', ')}</Text>;
}
