// "Reset your password" (REFERENCE §3.2): the link an admin sends a colleague from the employee
// page, valid for 30 minutes. The employees group issues the token.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { AccountLinkData } from '#functions/lib/mail/send-mail.ts';

export function adminPasswordResetMail(d: AccountLinkData, practice: MailPractice): RenderedMail {
  return renderMail({
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${d.name},`,
      `An administrator of ${practice.practice_name} sent you a link to choose a new password. Open it within 30 minutes:`,
    ],
    action: { label: 'Choose a new password', url: d.link },
    closing: ['Until you use it, your current password keeps working.'],
  }, practice);
}
