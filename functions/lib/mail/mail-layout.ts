// The one layout of every email (templates in lib/mail/templates): a heading, paragraphs, a table of
// details, an optional action link and the practice's name and address at the foot, as inline-styled
// HTML (mail clients drop <style>) and as the plain-text part every client can read. No email
// framework: a few strings are all it takes.
import type { PracticeSettings } from '#functions/contract/settings.ts';

export type MailPractice = Pick<PracticeSettings, 'practice_name' | 'address' | 'phone' | 'public_email'>;

export interface MailContent {
  subject: string;
  heading: string;
  /** Shown above the details. */
  paragraphs: readonly string[];
  /** Label → value rows (`Date`, `Time`, …). */
  details?: readonly (readonly [label: string, value: string])[];
  /** The link the mail is for (a token link, a page): a button in HTML, the bare URL on its own line in text. */
  action?: { label: string; url: string };
  /** Shown below the details. */
  closing?: readonly string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c] ?? c);

function footerLines(practice: MailPractice): string[] {
  return [practice.practice_name, practice.address, practice.phone, practice.public_email].filter((line) => line.trim() !== '');
}

function renderText(content: MailContent, practice: MailPractice): string {
  const details = (content.details ?? []).map(([label, value]) => `${label}: ${value}`);
  const blocks = [
    content.heading, ...content.paragraphs, details.join('\n'), content.action?.url ?? '', ...(content.closing ?? []), `--\n${footerLines(practice).join('\n')}`,
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}

const font = 'font-family:Helvetica,Arial,sans-serif;color:#1f2933;';

function renderAction(action: MailContent['action']): string {
  if (!action) return '';
  const button = `${font}display:inline-block;background:#1f6feb;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;padding:10px 18px;border-radius:6px;`;
  return `<p style="margin:0 0 18px;"><a href="${escapeHtml(action.url)}" style="${button}">${escapeHtml(action.label)}</a></p>`
    + `<p style="${font}font-size:12px;color:#52606d;word-break:break-all;margin:0 0 18px;">${escapeHtml(action.url)}</p>`;
}

function renderHtml(content: MailContent, practice: MailPractice): string {
  const paragraph = (text: string) => `<p style="${font}font-size:15px;line-height:1.5;margin:0 0 14px;">${escapeHtml(text)}</p>`;
  const rows = (content.details ?? []).map(([label, value]) =>
    `<tr><th scope="row" style="${font}font-size:14px;text-align:left;padding:6px 16px 6px 0;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</th>`
    + `<td style="${font}font-size:14px;padding:6px 0;">${escapeHtml(value)}</td></tr>`).join('');
  const table = rows === '' ? '' : `<table role="presentation" style="border-collapse:collapse;margin:0 0 18px;">${rows}</table>`;
  const footer = footerLines(practice).map(escapeHtml).join('<br>');
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:0;background:#f4f5f7;">`
    + '<div style="max-width:560px;margin:0 auto;padding:24px 16px;"><div style="background:#ffffff;border-radius:8px;padding:24px;">'
    + `<h1 style="${font}font-size:20px;margin:0 0 16px;">${escapeHtml(content.heading)}</h1>`
    + content.paragraphs.map(paragraph).join('') + table + renderAction(content.action) + (content.closing ?? []).map(paragraph).join('')
    + `</div><p style="${font}font-size:12px;color:#52606d;line-height:1.5;margin:16px 0 0;text-align:center;">${footer}</p></div></body></html>`;
}

export function renderMail(content: MailContent, practice: MailPractice): RenderedMail {
  return { subject: content.subject, text: renderText(content, practice), html: renderHtml(content, practice) };
}
