// The account emails of the identity flows (REFERENCE §3.12). Plain text: it renders everywhere and
// a link in it is the whole point.
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';

const resetPath: Record<SubjectType, string> = { staff: '/resetPassword', client: '/clients/resetPassword' };

export async function sendResetEmail(type: SubjectType, to: string, name: string, token: string): Promise<void> {
  const { practice_name: practice } = await loadPracticeSettings();
  const link = await appLink(resetPath[type], { token });
  await sendMail({
    to: [to],
    subject: 'Reset your password',
    text: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of your ${practice} account. To choose a new password, open this link within 30 minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}
