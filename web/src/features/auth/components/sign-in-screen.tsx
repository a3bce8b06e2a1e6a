// The one layout of both sign-in screens (staff `/`, client `/clients/signin`): a line on who it is
// for, the card with the form, the way to a new password and the way to the other audience's screen.
import { Anchor, Paper, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LoginBody } from '#functions/contract/auth.ts';
import { Page } from '#web/components/page.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';

interface SignInScreenProps {
  title: string;
  intro: string;
  login: UseMutationResult<unknown, Error, LoginBody>;
  resetPasswordTo: string;
  /** The closing line: a question, then the link that answers it. */
  elsewhere: { question: string; to: string; label: string };
}

export function SignInScreen({ title, intro, login, resetPasswordTo, elsewhere }: SignInScreenProps) {
  return (
    <Page title={title} width="narrow">
      <Text c="dimmed">{intro}</Text>
      <Paper withBorder p="lg" radius="md">
        <SignInForm login={login} />
      </Paper>
      <Text>
        <Anchor component={Link} to={resetPasswordTo}>
          Forgot password?
        </Anchor>
      </Text>
      <Text>
        {elsewhere.question}{' '}
        <Anchor component={Link} to={elsewhere.to}>
          {elsewhere.label}
        </Anchor>
      </Text>
    </Page>
  );
}
