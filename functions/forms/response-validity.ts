// When a response to an intake form counts (REFERENCE §3.10 "Submitted flag", CB: expiry works): it
// was created on or after the form's `effective_date` (from local midnight in the practice time zone)
// and `now` is still before its creation plus `valid_for` (calendar arithmetic in that zone, so a
// "1 month" response made on Jan 31 lasts to the end of Feb 28, and DST days are whole days).
import { Temporal } from 'temporal-polyfill';
import { validForDuration } from '#functions/contract/form-enums.ts';

export interface ValidityRule {
  effectiveDate: string | null;
  validFor: string;
}

/** The instant (epoch ms) a response created at `createdAt` stops counting, or null for `forever`. */
export function expiresAt(createdAt: string, validFor: string, timeZone: string): number | null {
  const duration = validForDuration(validFor);
  if (!duration) return null;
  return Temporal.Instant.from(createdAt).toZonedDateTimeISO(timeZone).add(duration).epochMilliseconds;
}

/** The first instant of `effective_date` in the practice's zone. */
export const effectiveFrom = (date: string, timeZone: string): number =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;

export function isResponseValid(rule: ValidityRule, createdAt: string, now: Date, timeZone: string): boolean {
  const created = Date.parse(createdAt);
  if (rule.effectiveDate !== null && created < effectiveFrom(rule.effectiveDate, timeZone)) return false;
  const end = expiresAt(createdAt, rule.validFor, timeZone);
  return end === null || now.getTime() < end;
}
