// Walks every request schema the contract modules export (bodies, queries, params, slot requests)
// and proves that no string field accepting ordinary text also accepts control, NUL, lone-surrogate
// or bidi-override characters: free text must be built from THE text rule of contract/common.ts.
import { readdirSync } from 'node:fs';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';

// Every contract module, including ones added later: a new module cannot slip past the walk.
const contractDir = new URL('../../../functions/contract/', import.meta.url);
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(await Promise.all(readdirSync(contractDir)
  .filter((file) => file.endsWith('.ts'))
  .map(async (file) => [file.slice(0, -3), (await import(`#functions/contract/${file}`)) as Record<string, unknown>])));
const isRequestSchema = (name: string) => /(Body|Query|Params)$/.test(name);

/** Strings that are secrets or opaque references, not text anyone reads: any character may be in them. */
const notFreeText: Record<string, string> = {
  'auth.loginBody.password': 'a password is compared, never shown',
  'auth.tokenPasswordBody.password': 'a password is hashed, never shown',
  'auth.tokenPasswordBody.password_confirmation': 'compared with the password, never stored',
  'auth.tokenPasswordBody.token': 'an opaque token looked up by hash, never shown',
  'auth.changePasswordBody.current_password': 'a password is compared, never shown',
  'auth.changePasswordBody.password': 'a password is hashed, never shown',
  'auth.changePasswordBody.password_confirmation': 'compared with the password, never stored',
  'auth.clientSignUpBody.client.password': 'a password is hashed, never shown',
  'auth.clientSignUpBody.client.password_confirmation': 'compared with the password, never stored',
  'auth.staffSignUpBody.password': 'a password is hashed, never shown',
  'auth.staffSignUpBody.password_confirmation': 'compared with the password, never stored',
  'auth.staffSignUpBody.token': 'an opaque invitation token looked up by hash, never shown',
  'auth.passwordBody.password': 'a password is hashed, never shown',
  'auth.passwordBody.password_confirmation': 'compared with the password, never stored',
  'auth.passwordBody.token': 'an opaque token looked up by hash, never shown',
  'auth.passwordBody.current_password': 'a password is compared, never shown',
  'payments.staffCheckoutBody.stripe_id': 'ignored: the server uses the stored Stripe customer',
  'payments.saveCardBody.customer_id': 'a Stripe customer id, checked against the client record',
  'payments.cardsQuery.customer_id': 'a Stripe customer id, checked against the client record',
};

const ordinary = ['abcdefghij', 'Ab', 'abcdefghijklmnopqrstuvwxyz', '5551234567'];
const taint = ['\u202E', '\u0000', '\u0007', '\uD800', '\u2066'];

interface Leaf { path: string; schema: z.ZodType }

/** The string-accepting leaves of a schema; wrappers, objects, arrays and object unions are walked through. */
function leaves(schema: z.ZodType, path: string): Leaf[] {
  const def = schema._zod.def;
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([k, s]) => leaves(s, `${path}.${k}`));
  if (schema instanceof z.ZodArray) return leaves(schema.element as z.ZodType, path);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return leaves(schema.unwrap() as z.ZodType, path);
  }
  if (schema instanceof z.ZodUnion && (schema.options as z.ZodType[]).some((o) => o instanceof z.ZodObject)) {
    return (schema.options as z.ZodType[]).flatMap((o) => leaves(o, path));
  }
  if (schema instanceof z.ZodPipe && def.type === 'pipe' && schema.in instanceof z.ZodObject) return leaves(schema.in, path);
  return [{ path, schema }];
}

function requestLeaves(): Leaf[] {
  return Object.entries(modules).flatMap(([moduleName, exports]) => Object.entries(exports)
    .filter(([name, value]) => isRequestSchema(name) && value instanceof z.ZodType)
    .flatMap(([name, value]) => leaves(value as z.ZodType, `${moduleName}.${name}`)));
}

/** A tainted value the leaf accepts although the untainted one is ordinary text it also accepts. */
function leak(schema: z.ZodType): string | undefined {
  for (const text of ordinary.filter((t) => schema.safeParse(t).success)) {
    const tainted = taint.map((c) => `${text.slice(0, 1)}${c}${text.slice(1)}`);
    const accepted = tainted.find((t) => schema.safeParse(t).success);
    if (accepted !== undefined) return accepted;
  }
  return undefined;
}

describe('every free-text field of every contract follows the text rule', () => {
  const all = requestLeaves();

  it('finds the request schemas and their text fields in every contract module', () => {
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(['auth', 'clients', 'files', 'payments', 'schedule', 'settings']));
    expect(all.length).toBeGreaterThan(150);
    for (const path of ['clients.createClientBody.preferred_name', 'clients.updateClientBody.client_detail.city', 'schedule.addNoteBody.content', 'files.uploadFilesBody.files.description']) {
      expect(all.map((l) => l.path)).toContain(path);
    }
  });

  it('refuses control, NUL, lone-surrogate and bidi characters in every string field not allow-listed', () => {
    const leaks = all.filter((l) => !(l.path in notFreeText)).flatMap((l) => {
      const accepted = leak(l.schema);
      return accepted === undefined ? [] : [`${l.path} accepts ${JSON.stringify(accepted)}`];
    });
    expect(leaks).toEqual([]);
  });

  it('allow-lists only fields that exist and really take any character', () => {
    const paths = new Map(all.map((l) => [l.path, l.schema]));
    for (const path of Object.keys(notFreeText)) {
      const schema = paths.get(path);
      expect(schema, path).toBeDefined();
      if (schema !== undefined) expect(leak(schema), path).toBeDefined();
    }
  });
});
