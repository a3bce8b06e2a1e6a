// The account emails an admin triggers for a colleague (REFERENCE §3.1, §3.2): the invitation that
// replaces a password field on create, and the reset link. Each issues a fresh single-use token,
// which voids any older one of the same purpose. Plain text, with the link on its own line.
import { loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import { issueToken } from '#functions/lib/auth/password-tokens.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export interface MailRecipient {
  id: string;
  name: string;
  email: string;
}

/** "Welcome to {practice}": a `/signup?token=` link valid for 7 days. */
export async function sendInvitation(employee: MailRecipient): Promise<void> {
  const token = await issueToken({ type: 'staff', id: employee.id }, 'invite');
  const { practice_name: practice } = await loadPracticeSettings();
  const link = await appLink('/signup', { token });
  await sendMail({
    to: [employee.email],
    subject: `Welcome to ${practice}`,
    text: [
      `Hello ${employee.name},`,
      '',
      `An administrator of ${practice} has created a staff account for you. To choose your password and sign in, open this link within 7 days:`,
      '',
      link,
      '',
      'If the link has expired, ask your administrator to send you a new one.',
    ].join('\n'),
  });
}

/** "Reset your password": a `/resetPassword?token=` link valid for 30 minutes. */
export async function sendAdminResetLink(employee: MailRecipient): Promise<void> {
  const token = await issueToken({ type: 'staff', id: employee.id }, 'reset');
  const { practice_name: practice } = await loadPracticeSettings();
  const link = await appLink('/resetPassword', { token });
  await sendMail({
    to: [employee.email],
    subject: 'Reset your password',
    text: [
      `Hello ${employee.name},`,
      '',
      `An administrator of ${practice} sent you a link to choose a new password. Open it within 30 minutes:`,
      '',
      link,
      '',
      'Until you use it, your current password keeps working.',
    ].join('\n'),
  });
}

/** `send_reset_password_link`: an admin sends a colleague a reset link. Removed employees are not found. */
export async function sendResetLink(id: string): Promise<void> {
  const record = await loadActiveEmployee(id);
  if (!record) throw notFound();
  await sendAdminResetLink({ id, name: record.root.name, email: record.root.email });
}
