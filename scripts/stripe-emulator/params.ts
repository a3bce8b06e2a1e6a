// Reading Stripe parameters: every form value arrives as a string; these check and convert them and
// raise Stripe's own messages.
import type { FormObject, FormValue } from '#scripts/stripe-emulator/form-params.ts';
import { invalidParam, missingParam, unknownParam } from '#scripts/stripe-emulator/stripe-error.ts';

export function allowOnly(params: FormObject, allowed: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (key !== 'expand' && !allowed.includes(key)) throw unknownParam(key);
  }
}

export function str(params: FormObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name}`);
  return value;
}

export function requiredStr(params: FormObject, name: string): string {
  const value = str(params, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

export function int(params: FormObject, name: string): number | undefined {
  const raw = str(params, name);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw)) throw invalidParam(name, `Invalid integer: ${raw}`);
  return Number(raw);
}

export function bool(params: FormObject, name: string): boolean | undefined {
  const raw = str(params, name);
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw invalidParam(name, `Invalid boolean: ${raw}`);
  return raw === 'true';
}

export function obj(params: FormObject, name: string): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(name, `Invalid object: ${name}`);
  return value;
}

export function list(params: FormObject, name: string): FormValue[] {
  const value = params[name];
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalidParam(name, `Invalid array: ${name}`);
  return value;
}

/** Metadata is a flat string map; on update an empty string removes a key (Stripe's rule). */
export function metadata(params: FormObject, previous: Record<string, string> = {}): Record<string, string> {
  const given = obj(params, 'metadata');
  if (params.metadata === '') return {};
  const result = new Map(Object.entries(previous));
  for (const [key, value] of Object.entries(given ?? {})) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (value === '') result.delete(key);
    else result.set(key, value);
  }
  if (result.size > 50) throw invalidParam('metadata', 'Metadata can have at most 50 keys.');
  return Object.fromEntries(result);
}

/** An http(s) URL parameter (`success_url`, `return_url`…), required or null. */
export function url(params: FormObject, name: string, required: boolean): string | null {
  const value = str(params, name);
  if (value === undefined) {
    if (required) throw missingParam(name);
    return null;
  }
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw invalidParam(name, 'Not a valid URL');
  return value;
}
