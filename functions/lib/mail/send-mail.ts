// Email through SES v2 (aws-ses-v2-local on a laptop and in tests). The sender is the practice's
// `email_from`; every link in a mail uses `app_origin`. Plain-text mail goes as SES `Simple` content;
// mail with an HTML part or attachments as raw MIME.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { buildMime, mailbox, type MailAttachment } from '#functions/lib/mail/mime.ts';
import { sendEmail } from '#functions/lib/mail/ses-client.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: readonly MailAttachment[] | undefined;
}

export async function sendMail(mail: Mail): Promise<void> {
  const recipients = [...new Set(mail.to.filter(Boolean))];
  if (recipients.length === 0) return;
  const settings = await loadPracticeSettings();
  if (mail.html !== undefined || (mail.attachments ?? []).length > 0) {
    const from = mailbox(settings.practice_name, settings.email_from);
    const raw = buildMime({ from, to: recipients, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
    await sendEmail({ Destination: { ToAddresses: recipients }, Content: { Raw: { Data: Buffer.from(raw).toString('base64') } } });
    return;
  }
  await sendEmail({
    FromEmailAddress: `${settings.practice_name} <${settings.email_from}>`,
    Destination: { ToAddresses: recipients },
    Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
  });
}

/** An absolute link into the app, built from the practice's `app_origin`. */
export async function appLink(path: string, query: Record<string, string> = {}): Promise<string> {
  const url = new URL(path, (await loadPracticeSettings()).app_origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** What an account mail's template gets: whom it greets and the token link it is for. */
export interface AccountLinkData {
  name: string;
  link: string;
}

export interface AccountLinkMail {
  to: { name: string; email: string };
  /** The app path the token opens (`/signup`, `/resetPassword`, …). */
  path: string;
  token: string;
  template: (data: AccountLinkData, practice: MailPractice) => RenderedMail;
}

/** An account mail (invitation, reset): the template rendered with a token link built from `app_origin`. */
export async function sendAccountLink({ to, path, token, template }: AccountLinkMail): Promise<void> {
  const [practice, link] = await Promise.all([loadPracticeSettings(), appLink(path, { token })]);
  await sendMail({ to: [to.email], ...template({ name: to.name, link }, practice) });
}
