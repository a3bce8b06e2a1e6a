// The status transition (write-steps.ts) and the append-version step (version-steps.ts) against
// DynamoDB Local: the conditions they write are what keeps two concurrent writers from both winning.
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { getItem } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { versionKey } from '#functions/lib/db/keys.ts';
import { appendVersion } from '#functions/lib/db/version-steps.ts';
import { putItem, type Key } from '#functions/lib/db/write.ts';
import { addStatusTransition, transitionStatus, type StatusTransition } from '#functions/lib/db/write-steps.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-01T10:05:00.000Z';

async function storedRecord(status: string): Promise<Key> {
  const key = { PK: `TEST#${ulid()}`, SK: '#META' };
  await putItem({ ...key, status, version: 1, created_at: now, updated_at: now });
  return key;
}

const finalize = (extra: Partial<StatusTransition> = {}): StatusTransition => ({
  from: ['submitted', 'approved'], to: 'finalized', now: later, stamp: ['finalized_at'], set: { finalized_by: 'emp-1' },
  remove: ['feedback'], message: 'Only a submitted or approved invoice can be finalized.', ...extra,
});

const settle = async (writes: Promise<unknown>[]) => {
  const results = await Promise.allSettled(writes);
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { won: results.filter((r) => r.status === 'fulfilled').length, refused };
};

describe('status transition', () => {
  it('sets the status, the stamps and the extra attributes, removes others and bumps the version', async () => {
    const key = await storedRecord('approved');
    const updated = await transitionStatus({ key, transition: finalize() });
    expect(updated).toMatchObject({ status: 'finalized', finalized_at: later, finalized_by: 'emp-1', updated_at: later, version: 2 });
    expect(updated).not.toHaveProperty('feedback');
  });

  it('refuses a status outside `from` with a 409 invalid_state carrying the caller\'s message, writing nothing', async () => {
    const key = await storedRecord('paid');
    await expect(transitionStatus({ key, transition: finalize() })).rejects.toMatchObject({
      code: 'invalid_state', status: 409, message: 'Only a submitted or approved invoice can be finalized.',
    });
    expect(await getItem(key, true)).toMatchObject({ status: 'paid', version: 1 });
  });

  it('refuses a stale version when the caller names the one it read', async () => {
    const key = await storedRecord('submitted');
    await expect(transitionStatus({ key, transition: finalize({ expectedVersion: 7 }) })).rejects.toMatchObject({ code: 'invalid_state' });
    await expect(transitionStatus({ key, transition: finalize({ expectedVersion: 1 }) })).resolves.toMatchObject({ version: 2 });
  });

  it('lets exactly one of two concurrent transitions win, in transactions as alone', async () => {
    const key = await storedRecord('submitted');
    const inPlan = () => {
      const plan = new TransactionPlan();
      addStatusTransition({ plan, key, transition: finalize() });
      return plan.commit();
    };
    const { won, refused } = await settle([inPlan(), inPlan(), transitionStatus({ key, transition: finalize() })]);
    expect(won).toBe(1);
    expect(refused).toHaveLength(2);
    refused.forEach((error) => expect(error).toBeInstanceOf(AppError));
    refused.forEach((error) => expect(error).toMatchObject({ code: 'invalid_state' }));
    expect(await getItem(key, true)).toMatchObject({ status: 'finalized', version: 2 });
  });
});

describe('append version', () => {
  const edit = (head: Key, previousVersion: number, name: string) => {
    const plan = new TransactionPlan();
    const version = appendVersion({ plan, head, previousVersion, content: { name }, now: later, message: 'Edited meanwhile.' });
    return plan.commit().then(() => version);
  };

  it('puts V#<n+1> beside the head and moves the head to version n+1 with the new content', async () => {
    const head = await storedRecord('open');
    await expect(edit(head, 1, 'SOAP note, corrected')).resolves.toBe(2);
    expect(versionKey(head, 2).SK).toBe('V#000002');
    expect(await getItem(versionKey(head, 2), true)).toMatchObject({ name: 'SOAP note, corrected', version: 2, created_at: later });
    expect(await getItem(head, true)).toMatchObject({ name: 'SOAP note, corrected', version: 2, status: 'open' });
  });

  it('lets exactly one of two concurrent edits of the same version win, leaving no orphan version', async () => {
    const head = await storedRecord('open');
    const { won, refused } = await settle([edit(head, 1, 'first'), edit(head, 1, 'second')]);
    expect(won).toBe(1);
    expect(refused[0]).toMatchObject({ code: 'conflict', status: 409, message: 'Edited meanwhile.' });
    const stored = await getItem(head, true);
    expect(stored?.version).toBe(2);
    expect((await getItem(versionKey(head, 2), true))?.name).toBe(stored?.name);
    expect(await getItem(versionKey(head, 3), true)).toBeUndefined();
  });

  it('refuses an edit based on an old version', async () => {
    const head = await storedRecord('open');
    await edit(head, 1, 'v2');
    await expect(edit(head, 1, 'stale')).rejects.toMatchObject({ code: 'conflict' });
    expect(await getItem(head, true)).toMatchObject({ name: 'v2', version: 2 });
  });
});
