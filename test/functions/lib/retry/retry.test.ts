// The one retry helper (functions/lib/retry/retry.ts), with an injected sleep and random draw so no
// test waits on the clock: attempt counts, the backoff bounds, and the no-nesting rule.
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '#functions/lib/errors/app-error.ts';
import {
  backoffBound, insideRetry, retryOnVersionConflict, TransientError, untilProcessed, withBackoff, withTransportRetry, type BackoffOptions,
} from '#functions/lib/retry/retry.ts';

function recorder() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

const failing = (error: unknown, times = Infinity) => {
  let calls = 0;
  const operation = async () => {
    calls += 1;
    if (calls <= times) throw error;
    return calls;
  };
  return { operation, calls: () => calls };
};

const options = (o: Partial<BackoffOptions> = {}): BackoffOptions => ({
  kind: 'transport', attempts: 4, baseMs: 50, capMs: 300, retryable: (e) => e instanceof TransientError, sleep: recorder().sleep, ...o,
});

describe('withBackoff', () => {
  it('makes `attempts` attempts in all on a retryable failure, then throws the last error', async () => {
    const error = new TransientError('throttled');
    const op = failing(error);
    await expect(withBackoff(op.operation, options())).rejects.toBe(error);
    expect(op.calls()).toBe(4);
  });

  it('returns as soon as an attempt succeeds, and never retries a failure the predicate refuses', async () => {
    const flaky = failing(new TransientError('5xx'), 2);
    await expect(withBackoff(flaky.operation, options())).resolves.toBe(3);
    const fatal = failing(notFound());
    await expect(withBackoff(fatal.operation, options())).rejects.toMatchObject({ code: 'not_found' });
    expect(fatal.calls()).toBe(1);
  });

  it('waits a jittered delay below an exponential, capped bound before each retry', async () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffBound(n, { baseMs: 50, capMs: 300 }))).toEqual([50, 100, 200, 300, 300]);
    const high = recorder();
    await expect(withBackoff(failing(new TransientError('x')).operation, options({ attempts: 6, sleep: high.sleep, random: () => 0.999 }))).rejects.toThrow();
    expect(high.delays).toEqual([49, 99, 199, 299, 299]);
    const low = recorder();
    await expect(withBackoff(failing(new TransientError('x')).operation, options({ sleep: low.sleep, random: () => 0 }))).rejects.toThrow();
    expect(low.delays).toEqual([0, 0, 0]);
  });

  it('runs a loop nested in a loop of the same kind once, so attempts add up instead of multiplying', async () => {
    const inner = failing(conflict());
    const outer = retryOnVersionConflict(() => retryOnVersionConflict(inner.operation, { sleep: recorder().sleep }), { attempts: 6, sleep: recorder().sleep });
    await expect(outer).rejects.toMatchObject({ code: 'conflict' });
    expect(inner.calls()).toBe(6);
  });

  it('keeps a transport retry inside a contention retry, and knows which loops surround it', async () => {
    const seen: boolean[] = [];
    const flaky = failing(new TransientError('throttled'), 2);
    const result = await retryOnVersionConflict(() => {
      seen.push(insideRetry('contention'), insideRetry('transport'));
      return withTransportRetry(flaky.operation, { sleep: recorder().sleep });
    });
    expect(result).toBe(3);
    expect(seen).toEqual([true, false]);
    expect(insideRetry('contention')).toBe(false);
  });
});

describe('retryOnVersionConflict', () => {
  it('re-runs the read-and-apply step on a 409 conflict and gives up after 5 attempts by default', async () => {
    const raced = failing(conflict(), 4);
    await expect(retryOnVersionConflict(raced.operation, { sleep: recorder().sleep })).resolves.toBe(5);
    const hopeless = failing(conflict());
    await expect(retryOnVersionConflict(hopeless.operation, { sleep: recorder().sleep })).rejects.toMatchObject({ code: 'conflict' });
    expect(hopeless.calls()).toBe(5);
    const other = failing(conflict('invalid_state', 'Already finalized.'));
    await expect(retryOnVersionConflict(other.operation, { sleep: recorder().sleep })).rejects.toMatchObject({ code: 'invalid_state' });
    expect(other.calls()).toBe(1);
  });
});

describe('untilProcessed', () => {
  it('sends what came back unprocessed until nothing is left', async () => {
    const sent: number[][] = [];
    await untilProcessed([1, 2, 3, 4], async (pending) => {
      sent.push([...pending]);
      return pending.slice(2);
    }, 'BatchWriteItem', { sleep: recorder().sleep });
    expect(sent).toEqual([[1, 2, 3, 4], [3, 4]]);
  });

  it('gives up after 9 sends when items keep coming back', async () => {
    let sends = 0;
    const stuck = untilProcessed(['a'], async (pending) => {
      sends += 1;
      return pending;
    }, 'BatchGetItem', { sleep: recorder().sleep });
    await expect(stuck).rejects.toThrow('BatchGetItem kept returning unprocessed items');
    expect(sends).toBe(9);
  });
});
