// An emailed link that no longer works (used, replaced by a newer one, past its 30 minutes or
// 7 days, or mangled by a mail client): the API's message, then the way forward.
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The API's `token_invalid` wording (REFERENCE §0.2), also shown for a token too malformed to send. */
export const invalidLinkMessage = 'This link is invalid or has expired.';

interface InvalidLinkAlertProps {
  message?: string;
  /** What the user can do about it. */
  hint: string;
  /** A button or link that does it: request a new link, or sign in. */
  action: ReactNode;
}

export function InvalidLinkAlert({ message = invalidLinkMessage, hint, action }: InvalidLinkAlertProps) {
  return (
    <Stack gap="md">
      <Alert color="red" title="This link cannot be used" icon={<IconLinkOff aria-hidden />} role="alert">
        {message}
      </Alert>
      <Text>{hint}</Text>
      <Group>{action}</Group>
    </Stack>
  );
}
