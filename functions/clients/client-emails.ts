// The invitation a client gets when staff create their record (REFERENCE §3.3 CB 13): a link to
// choose a password, valid for 7 days; the mail is the template in lib/mail/templates. Nobody is
// signed in by the create itself.
import type { ClientRecord } from '#functions/model/client-record.ts';
import { issueToken } from '#functions/lib/auth/password-tokens.ts';
import { sendAccountLink } from '#functions/lib/mail/send-mail.ts';
import { clientInvitationMail } from '#functions/lib/mail/templates/client-invitation.ts';

export async function sendClientInvitation(client: Pick<ClientRecord, 'id' | 'name' | 'email'>): Promise<void> {
  const token = await issueToken({ type: 'client', id: client.id }, 'invite');
  await sendAccountLink({ to: client, path: '/clients/resetPassword', token, template: clientInvitationMail });
}
