// "Welcome to {practice}" (REFERENCE §3.1): the invitation that replaces a password field when an
// admin creates a staff account; the `/signup` link is valid for 7 days. The employees group
// issues the token.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { AccountLinkData } from '#functions/lib/mail/send-mail.ts';

export function employeeInvitationMail(d: AccountLinkData, practice: MailPractice): RenderedMail {
  const name = practice.practice_name;
  return renderMail({
    subject: `Welcome to ${name}`,
    heading: `Welcome to ${name}`,
    paragraphs: [
      `Hello ${d.name},`,
      `An administrator of ${name} has created a staff account for you. To choose your password and sign in, open this link within 7 days:`,
    ],
    action: { label: 'Choose your password', url: d.link },
    closing: ['If the link has expired, ask your administrator to send you a new one.'],
  }, practice);
}
