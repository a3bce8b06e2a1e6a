// The reset mail of the identity flows (REFERENCE §3.12): the text and HTML are the template's in
// lib/mail/templates; this group only picks the screen the link opens for each kind of account.
import { sendAccountLink } from '#functions/lib/mail/send-mail.ts';
import { passwordResetMail } from '#functions/lib/mail/templates/password-reset.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';

const resetPath: Record<SubjectType, string> = { staff: '/resetPassword', client: '/clients/resetPassword' };

export async function sendResetEmail(type: SubjectType, to: string, name: string, token: string): Promise<void> {
  await sendAccountLink({ to: { name, email: to }, path: resetPath[type], token, template: passwordResetMail });
}
