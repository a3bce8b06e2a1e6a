// The hand-written iCalendar event (decision 020): RFC 5545 text escaping, UTC DATE-TIMEs, CRLF line
// endings and folding at 75 octets without splitting a UTF-8 character.
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsEvent, utcDateTime } from '#functions/lib/mail/attachments/ics-event.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const event = {
  uid: 'apt-1@carebook',
  productId: 'carebook/appointments',
  summary: 'Appointment with Zoë at Glow',
  description: 'Treatments: Botox; forehead, glabella\nfollow-up',
  location: 'Downtown, 12 Elm St\\B',
  start: '2026-03-09T14:00:00.000Z',
  end: '2026-03-09T15:30:00Z',
  stamp: new Date('2026-03-01T08:05:09.123Z'),
};

describe('icsEvent', () => {
  it('writes one VEVENT in UTC with uid, stamp and location, every line ended by CRLF', () => {
    const ics = icsEvent(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toEqual(expect.arrayContaining([
      'BEGIN:VEVENT', 'UID:apt-1@carebook', 'DTSTAMP:20260301T080509Z', 'DTSTART:20260309T140000Z', 'DTEND:20260309T153000Z',
      'DESCRIPTION:Treatments: Botox\\; forehead\\, glabella\\nfollow-up', 'LOCATION:Downtown\\, 12 Elm St\\\\B', 'END:VEVENT',
    ]));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('folds long lines at 75 octets and unfolds back to the same text', () => {
    const summary = `Appointment with ${'Ünal Ğökçe-Şahin '.repeat(8)}at Glow`;
    const ics = icsEvent({ ...event, summary });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${summary}`);
  });

  it('never splits a multi-byte character across a fold', () => {
    const folded = foldLine(`X:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.split('\r\n').slice(1).every((l) => l.startsWith(' '))).toBe(true);
  });

  it('escapes TEXT and refuses an invalid instant', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(utcDateTime('2026-07-01T23:59:59.999Z')).toBe('20260701T235959Z');
    expect(() => utcDateTime('not a date')).toThrow();
  });
});
