// "Your {practice} client account" (REFERENCE §3.3 CB 13): sent when staff create a client record;
// the link to choose a password is valid for 7 days. The clients group issues the token.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { AccountLinkData } from '#functions/lib/mail/send-mail.ts';

export function clientInvitationMail(d: AccountLinkData, practice: MailPractice): RenderedMail {
  const name = practice.practice_name;
  return renderMail({
    subject: `Your ${name} client account`,
    heading: `Your ${name} client account`,
    paragraphs: [
      `Hello ${d.name},`,
      `${name} has created a client account for you, so you can book and manage your appointments online. To choose your password, open this link within 7 days:`,
    ],
    action: { label: 'Choose your password', url: d.link },
    closing: ['If you were not expecting this email, you can ignore it.'],
  }, practice);
}
