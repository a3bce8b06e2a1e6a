// A location's availability is wall-clock time in its zone, so the zone must be a region that follows
// daylight saving (REFERENCE §0.1), never a fixed offset that would be an hour off half the year.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ianaTimeZone } from '#functions/contract/settings.ts';

afterEach(() => {
  vi.useRealTimers();
});

const utcOffsetMinutes = (zone: string, instant: string): number => {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(part);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

describe('ianaTimeZone', () => {
  it.each(['America/Chicago', 'America/Denver', 'America/Phoenix', 'America/New_York', 'America/Argentina/Buenos_Aires', 'Australia/Lord_Howe', 'UTC'])(
    'accepts the region %s', (zone) => {
      expect(ianaTimeZone.parse(zone)).toBe(zone);
    },
  );

  it.each(['-05:00', '+0530', 'EST', 'CST6CDT', 'GMT', 'Etc/GMT+5', 'Mars/Olympus', 'America/Springfield', ''])(
    'refuses %j, which is not a daylight-saving-aware region', (zone) => {
      expect(ianaTimeZone.safeParse(zone).success).toBe(false);
    },
  );

  it('fixes the case of a region without swapping it for an alias', () => {
    expect(ianaTimeZone.parse(' america/chicago ')).toBe('America/Chicago');
    expect(ianaTimeZone.parse('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it.each([
    ['on the spring-forward night', '2025-03-09T08:30:00Z'],
    ['on the fall-back night', '2025-11-02T06:30:00Z'],
  ])('validates the same way %s', (_when, instant) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    expect(ianaTimeZone.parse('America/Chicago')).toBe('America/Chicago');
    expect(ianaTimeZone.safeParse('-06:00').success).toBe(false);
  });

  it('keeps a zone whose offset changes across the year, which a fixed offset could not', () => {
    const zone = ianaTimeZone.parse('America/Chicago');
    expect(utcOffsetMinutes(zone, '2025-01-15T12:00:00Z')).toBe(-360);
    expect(utcOffsetMinutes(zone, '2025-07-15T12:00:00Z')).toBe(-300);
  });
});
