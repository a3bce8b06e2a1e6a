// The slot engine's properties over zones and DST changes (fast-check), under TZ=UTC here and under
// non-UTC TZs in child processes. To run the properties by hand in any zone:
//   TZ=Asia/Kolkata node --import tsx test/functions/schedule/run-slot-properties.ts 500
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { candidateSlots } from '#functions/schedule/slots/candidate-slots.ts';
import { blockedIntervals } from '#functions/schedule/slots/blocked-time.ts';
import { claimCells } from '#functions/schedule/slots/intervals.ts';
import { checkSlotProperties } from '#test/functions/schedule/slot-properties.ts';

// fast-check runs and child processes on a shared 2-core machine: generous limits (a hung test still fails).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const run = promisify(execFile);
const rules = { durationMinutes: 60, stepMinutes: 30, dayStart: '00:00', dayEnd: '23:59' };
const iso = (ms: number) => new Date(ms).toISOString();

describe('slot engine properties', () => {
  it('hold under TZ=UTC: inside availability in local time, no gap crossed, nothing duplicated', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    checkSlotProperties(300);
  }, 120_000);

  it.each(['America/Los_Angeles', 'Australia/Lord_Howe'])('hold in a child process with TZ=%s', async (tz) => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/functions/schedule/run-slot-properties.ts', '150'], {
      env: { ...process.env, TZ: tz }, timeout: 120_000,
    });
    expect(JSON.parse(stdout)).toEqual({ ok: true, zone: tz });
  }, 150_000);
});

describe('slot engine on the days clocks change (America/New_York)', () => {
  it('skips the hour that does not exist when clocks spring forward', () => {
    const slots = candidateSlots([{ date: '2026-03-08', timings: [{ start_time: '01:00', end_time: '05:00' }] }], 'America/New_York', rules);
    // 01:00 EST (06:00Z) + 60 min would end at 03:00 EDT: it straddles the change and is not offered.
    expect(slots.map((s) => iso(s.start))).toEqual(['2026-03-08T07:00:00.000Z', '2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z']);
  });

  it('offers the repeated hour once when clocks fall back', () => {
    const slots = candidateSlots([{ date: '2026-11-01', timings: [{ start_time: '00:00', end_time: '03:00' }] }], 'America/New_York', rules);
    // 00:00 and 00:30 EDT end before the change; 01:00 and 01:30 would end an hour "earlier" on the
    // wall clock (they straddle it) and are dropped; the repeated 01:xx is not offered a second time.
    expect(slots.map((s) => iso(s.start))).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-01T04:30:00.000Z', '2026-11-01T07:00:00.000Z']);
  });

  it('keeps a weekly block at its local time across the change, minus a cancelled week', () => {
    const rows = [
      { startAt: '2026-10-26T16:00:00.000Z', endAt: '2026-10-26T17:00:00.000Z', available: false, everyWeek: true }, // Mon 12:00 EDT
      { startAt: '2026-11-09T17:00:00.000Z', endAt: '2026-11-09T18:00:00.000Z', available: true, everyWeek: false }, // that Monday, cancelled
    ];
    const blocked = blockedIntervals(rows, { start: Date.parse('2026-10-26T00:00:00Z'), end: Date.parse('2026-11-17T00:00:00Z') }, 'America/New_York');
    expect(blocked.map((b) => iso(b.start))).toEqual(['2026-10-26T16:00:00.000Z', '2026-11-02T17:00:00.000Z', '2026-11-16T17:00:00.000Z']);
  });

  it('claims every quarter hour an interval touches, rounding the start down', () => {
    expect(claimCells('2026-03-08T07:10:00.000Z', '2026-03-08T07:45:00.000Z')).toEqual([
      '2026-03-08T07:00:00.000Z', '2026-03-08T07:15:00.000Z', '2026-03-08T07:30:00.000Z',
    ]);
  });
});
