// The account emails an admin triggers for a colleague (REFERENCE §3.1, §3.2): the invitation that
// replaces a password field on create, and the reset link. Each issues a fresh single-use token,
// which voids any older one of the same purpose; the mails are templates in lib/mail/templates.
import { loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import { issueToken } from '#functions/lib/auth/password-tokens.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { sendAccountLink } from '#functions/lib/mail/send-mail.ts';
import { adminPasswordResetMail } from '#functions/lib/mail/templates/admin-password-reset.ts';
import { employeeInvitationMail } from '#functions/lib/mail/templates/employee-invitation.ts';

export interface MailRecipient {
  id: string;
  name: string;
  email: string;
}

/** "Welcome to {practice}": a `/signup?token=` link valid for 7 days. */
export async function sendInvitation(employee: MailRecipient): Promise<void> {
  const token = await issueToken({ type: 'staff', id: employee.id }, 'invite');
  await sendAccountLink({ to: employee, path: '/signup', token, template: employeeInvitationMail });
}

/** "Reset your password": a `/resetPassword?token=` link valid for 30 minutes. */
export async function sendAdminResetLink(employee: MailRecipient): Promise<void> {
  const token = await issueToken({ type: 'staff', id: employee.id }, 'reset');
  await sendAccountLink({ to: employee, path: '/resetPassword', token, template: adminPasswordResetMail });
}

/** `send_reset_password_link`: an admin sends a colleague a reset link. Removed employees are not found. */
export async function sendResetLink(id: string): Promise<void> {
  const record = await loadActiveEmployee(id);
  if (!record) throw notFound();
  await sendAdminResetLink({ id, name: record.root.name, email: record.root.email });
}
