// The account mail templates (reset, admin reset link, the two invitations): the text part keeps the
// wording the groups sent before they moved to the one layout, word for word, between the layout's
// heading and footer; the HTML part carries the link as a button with the href escaped.
import { describe, expect, it } from 'vitest';
import type { RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { adminPasswordResetMail } from '#functions/lib/mail/templates/admin-password-reset.ts';
import { clientInvitationMail } from '#functions/lib/mail/templates/client-invitation.ts';
import { employeeInvitationMail } from '#functions/lib/mail/templates/employee-invitation.ts';
import { passwordResetMail } from '#functions/lib/mail/templates/password-reset.ts';

const practice = { practice_name: 'Glow & Co', address: '12 Elm St, Austin, TX', phone: '512-555-0100', public_email: 'hi@glow.example' };
const data = { name: 'Dana <b>', link: 'http://localhost:3000/resetPassword?token=abc&next=1' };
const body = (...lines: string[]) => lines.join('\n');

const cases: [string, RenderedMail, string, string][] = [
  ['the reset asked for', passwordResetMail(data, practice), 'Reset your password', body(
    'Hello Dana <b>,', '',
    'Someone asked to reset the password of your Glow & Co account. To choose a new password, open this link within 30 minutes:', '',
    data.link, '', 'If you did not ask for this, you can ignore this email: your password stays as it is.')],
  ['the reset link an admin sends', adminPasswordResetMail(data, practice), 'Reset your password', body(
    'Hello Dana <b>,', '',
    'An administrator of Glow & Co sent you a link to choose a new password. Open it within 30 minutes:', '',
    data.link, '', 'Until you use it, your current password keeps working.')],
  ['the employee invitation', employeeInvitationMail(data, practice), 'Welcome to Glow & Co', body(
    'Hello Dana <b>,', '',
    'An administrator of Glow & Co has created a staff account for you. To choose your password and sign in, open this link within 7 days:', '',
    data.link, '', 'If the link has expired, ask your administrator to send you a new one.')],
  ['the client invitation', clientInvitationMail(data, practice), 'Your Glow & Co client account', body(
    'Hello Dana <b>,', '',
    'Glow & Co has created a client account for you, so you can book and manage your appointments online. To choose your password, open this link within 7 days:', '',
    data.link, '', 'If you were not expecting this email, you can ignore it.')],
];

describe('account mail templates', () => {
  it.each(cases)('%s keeps its subject and wording, with the layout heading and the practice footer', (_, mail, subject, text) => {
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(`${subject}\n\n${text}\n\n--\nGlow & Co\n12 Elm St, Austin, TX\n512-555-0100\nhi@glow.example\n`);
  });

  it.each(cases)('%s has an HTML part with the link as an escaped href and the name escaped', (_, mail) => {
    expect(mail.html).toContain('<a href="http://localhost:3000/resetPassword?token=abc&amp;next=1"');
    expect(mail.html).toContain('Hello Dana &lt;b&gt;,');
    expect(mail.html).not.toContain('Dana <b>');
  });
});
