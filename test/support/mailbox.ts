// Reads what the handlers sent through the local SES (one store for the whole test run, so tests
// look up mail by a recipient address unique to them).
import { inject } from 'vitest';

export interface SentMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function mailTo(address: string, sesEndpoint = inject('sesEndpoint')): Promise<SentMail[]> {
  const res = await fetch(`${sesEndpoint}/store`);
  const { emails } = (await res.json()) as { emails: SentMail[] };
  return emails.filter((m) => m.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
}

/** The newest mail to `address`, or an error naming what arrived instead. */
export async function lastMailTo(address: string): Promise<SentMail> {
  const mails = await mailTo(address);
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${address}`);
  return last;
}

/** The `token` query parameter of the first app link in a mail body. */
export function tokenFrom(mail: SentMail): string {
  const link = /https?:\/\/\S+[?&]token=([\w-]+)/.exec(mail.body.text ?? '');
  if (!link?.[1]) throw new Error(`No token link in: ${mail.body.text ?? ''}`);
  return link[1];
}
