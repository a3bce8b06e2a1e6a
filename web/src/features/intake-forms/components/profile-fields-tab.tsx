// The builder's Profile Fields tab: the default list (REFERENCE §3.10), each to ask or not and to
// require or not; First Name, Last Name and Email are always asked and required.
import { Checkbox, Table } from '@mantine/core';
import { lockedProfileFields } from '#web/features/intake-forms/form-draft.ts';
import type { TabProps } from '#web/features/intake-forms/components/general-tab.tsx';

export function ProfileFieldsTab({ draft, set }: Omit<TabProps, 'errors'>) {
  const fields = draft.form_data.profile_fields;
  const change = (index: number, key: 'include_in_intake' | 'required', value: boolean) =>
    set({ form_data: { ...draft.form_data, profile_fields: fields.map((f, i) => (i === index ? { ...f, [key]: value, ...(key === 'required' && value ? { include_in_intake: true } : {}) } : f)) } });
  return (
    <Table>
      <Table.Thead>
        <Table.Tr><Table.Th>Field</Table.Th><Table.Th>Ask</Table.Th><Table.Th>Required</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f, i) => (
          <Table.Tr key={f.name}>
            <Table.Td>{f.input_name}</Table.Td>
            <Table.Td><Checkbox aria-label={`Ask ${f.input_name}`} checked={f.include_in_intake} disabled={i < lockedProfileFields} onChange={(e) => change(i, 'include_in_intake', e.currentTarget.checked)} /></Table.Td>
            <Table.Td><Checkbox aria-label={`${f.input_name} is required`} checked={f.required} disabled={i < lockedProfileFields} onChange={(e) => change(i, 'required', e.currentTarget.checked)} /></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
