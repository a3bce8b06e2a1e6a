// The confirm step's intake forms (REFERENCE §3.6 step 3, §5): the `automatic` forms of the chosen
// treatments, each a link to fill it, with ✓ once a valid response exists. The server refuses the
// booking anyway while one is pending (409 `intake_forms_required`).
import { Anchor, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import { clientFormPath } from '#web/features/intake-forms/api/get-client-intake-forms.ts';

export const intakeFormsRequiredMessage = 'Please fill out the intake forms before confirming.';

export function IntakeFormChecklist({ forms }: { forms: readonly IntakeForm[] }) {
  if (forms.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="confirm-intake-forms">
      <Title order={2} size="h3" id="confirm-intake-forms">Intake forms</Title>
      <Text size="sm" c="dimmed">Your treatment needs these forms before it can be booked.</Text>
      <List spacing="xs" listStyleType="none" pl={0}>
        {forms.map((form) => (
          <List.Item key={form.id}>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={clientFormPath(form.id, true)}>{form.name}</Anchor>
              {form.submitted === true && (
                <Group gap={4} wrap="nowrap">
                  <ThemeIcon size="sm" radius="xl" color="teal" aria-hidden><IconCheck size={12} /></ThemeIcon>
                  <Text size="sm" c="teal.9">Submitted</Text>
                </Group>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The automatic forms still to fill before Confirm. */
export const pendingForms = (forms: readonly IntakeForm[]) => forms.filter((form) => form.prompt_type === 'automatic' && form.submitted !== true);
