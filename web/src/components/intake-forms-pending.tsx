// "Intake form pending" (issue 19, REFERENCE §4.0 `intake_forms_pending`): the automatic forms an
// appointment still needs, each a link to fill it in — the client's own form page, or for staff the
// form filled in for that client. Nothing when none is pending.
import { Alert, Anchor, List } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface IntakeFormsPendingProps {
  forms: readonly { id: string; name: string }[];
  /** Where the form with this id is filled in. */
  fillPath: (formId: string) => string;
  /** The link's words, e.g. "Fill in" or "Fill in for the client". */
  action: string;
}

export function IntakeFormsPending({ forms, fillPath, action }: IntakeFormsPendingProps) {
  if (forms.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconFileAlert size={18} aria-hidden />} title={forms.length === 1 ? 'Intake form pending' : 'Intake forms pending'}>
      <List spacing={4} size="sm" listStyleType="none" pl={0}>
        {forms.map((form) => (
          <List.Item key={form.id}>
            {form.name}: <Anchor component={Link} to={fillPath(form.id)} size="sm" aria-label={`${action}: ${form.name}`}>{action}</Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
