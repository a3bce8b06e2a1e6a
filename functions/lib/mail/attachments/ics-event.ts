// A one-event iCalendar file (RFC 5545), written here rather than with the `ics` package, which
// brings `yup` and ~75 KiB into every bundle that sends a confirmation (decision 020). Only what a
// booking confirmation needs: UTC times, text escaping (§3.3.11), CRLF and 75-octet folding (§3.1).

export type IcsEvent = {
  uid: string;
  productId: string;
  summary: string;
  description?: string;
  location?: string;
  /** Instants, anything `Date.parse` reads; written in UTC (`Z`). */
  start: string;
  end: string;
  /** DTSTAMP: when this file was made. */
  stamp: Date;
};

const maxOctets = 75;
const encoder = new TextEncoder();

/** TEXT value escaping: backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** `20260309T140000Z`: the UTC DATE-TIME form. */
export function utcDateTime(instant: string | Date): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${String(instant)}`);
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line starts with one space, which counts toward its 75 octets.
    if (octets + size > maxOctets) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

export function icsEvent(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${escapeText(event.productId)}`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(event.location === undefined ? [] : [`LOCATION:${escapeText(event.location)}`]),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
