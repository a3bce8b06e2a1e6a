// "Reset your password" (REFERENCE §3.12): the link a staff member or a client asked for on the
// sign-in screen, valid for 30 minutes. The auth group issues the token and picks the path.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { AccountLinkData } from '#functions/lib/mail/send-mail.ts';

export function passwordResetMail(d: AccountLinkData, practice: MailPractice): RenderedMail {
  return renderMail({
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${d.name},`,
      `Someone asked to reset the password of your ${practice.practice_name} account. To choose a new password, open this link within 30 minutes:`,
    ],
    action: { label: 'Choose a new password', url: d.link },
    closing: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
  }, practice);
}
