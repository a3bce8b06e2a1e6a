// The validity rule of a response (REFERENCE §3.10) in the practice's zone, on DST days and month
// ends: calendar arithmetic with Temporal, so "3 days" across a spring-forward day is 71 hours.
import { describe, expect, it } from 'vitest';
import { validForValues } from '#functions/contract/form-enums.ts';
import { effectiveFrom, expiresAt, isResponseValid } from '#functions/forms/response-validity.ts';

const chicago = 'America/Chicago';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('response validity', () => {
  it('adds valid_for in local calendar time (DST spring forward, month ends)', () => {
    expect(iso(expiresAt('2030-03-09T12:00:00.000Z', '3 days', chicago))).toBe('2030-03-12T11:00:00.000Z');
    expect(iso(expiresAt('2030-01-31T18:00:00.000Z', '1 month', chicago))).toBe('2030-02-28T18:00:00.000Z');
    expect(iso(expiresAt('2030-01-01T18:00:00.000Z', '2 years', chicago))).toBe('2032-01-01T18:00:00.000Z');
    expect(expiresAt('2030-01-01T18:00:00.000Z', 'forever', chicago)).toBeNull();
  });

  it('starts effective_date at local midnight', () => {
    expect(iso(effectiveFrom('2030-01-16', chicago))).toBe('2030-01-16T06:00:00.000Z');
    expect(iso(effectiveFrom('2030-07-16', chicago))).toBe('2030-07-16T05:00:00.000Z');
  });

  it('counts a response only between effective_date and its expiry', () => {
    const rule = { effectiveDate: '2030-01-16', validFor: '1 week' };
    expect(isResponseValid(rule, '2030-01-16T05:59:59.999Z', new Date('2030-01-17T00:00:00Z'), chicago)).toBe(false);
    expect(isResponseValid(rule, '2030-01-16T06:00:00.000Z', new Date('2030-01-23T05:59:59.999Z'), chicago)).toBe(true);
    expect(isResponseValid(rule, '2030-01-16T06:00:00.000Z', new Date('2030-01-23T06:00:00.000Z'), chicago)).toBe(false);
    expect(isResponseValid({ effectiveDate: null, validFor: 'forever' }, '2001-01-01T00:00:00.000Z', new Date('2099-01-01T00:00:00Z'), chicago)).toBe(true);
  });

  it('knows every valid_for of REFERENCE §2.8', () => {
    expect(validForValues).toHaveLength(1 + 1 + 3 + 11 + 10);
    for (const v of validForValues) expect(() => expiresAt('2030-01-01T00:00:00.000Z', v, chicago)).not.toThrow();
  });
});
