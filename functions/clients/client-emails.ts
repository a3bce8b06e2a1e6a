// The invitation a client gets when staff create their record (REFERENCE §3.3 CB 13): a link to
// choose a password, valid for 7 days. Nobody is signed in by the create itself.
import type { ClientRecord } from '#functions/model/client-record.ts';
import { issueToken } from '#functions/lib/auth/password-tokens.ts';
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export async function sendClientInvitation(client: Pick<ClientRecord, 'id' | 'name' | 'email'>): Promise<void> {
  const token = await issueToken({ type: 'client', id: client.id }, 'invite');
  const { practice_name: practice } = await loadPracticeSettings();
  const link = await appLink('/clients/resetPassword', { token });
  await sendMail({
    to: [client.email],
    subject: `Your ${practice} client account`,
    text: [
      `Hello ${client.name},`,
      '',
      `${practice} has created a client account for you, so you can book and manage your appointments online. To choose your password, open this link within 7 days:`,
      '',
      link,
      '',
      'If you were not expecting this email, you can ignore it.',
    ].join('\n'),
  });
}
