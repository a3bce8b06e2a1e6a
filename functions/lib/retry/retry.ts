// The one retry helper (decision 023). Two kinds of retry exist and each lives at one layer:
// - `transport`: a throttled, failed (5xx) or partly processed request to an AWS service, retried
//   around that one request by its adapter (lib/mail, lib/storage, lib/config, lib/db batches);
// - `contention`: a transaction cancelled by another one in flight, or a version that moved between
//   our read and our write, retried by re-reading and re-applying at the outermost business step.
// A loop of a kind never runs inside a loop of the same kind: the inner one makes a single attempt
// and its failure reaches the outer loop, so a booking makes at most 6 transactions, not 6 × 5.
import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '#functions/lib/errors/app-error.ts';

export type RetryKind = 'transport' | 'contention';

export interface BackoffOptions {
  kind: RetryKind;
  /** Attempts in all, the first included. */
  attempts: number;
  /** Whether a failure is worth another attempt; anything else is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** Delay bound before the n-th retry: min(capMs, baseMs × 2^(n-1)); the delay is drawn below it. */
  baseMs: number;
  capMs: number;
  /** Injected by tests; the real ones wait and draw. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const active = new AsyncLocalStorage<ReadonlySet<RetryKind>>();
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The bound of the delay before retry `n` (1-based): exponential, capped. */
export const backoffBound = (n: number, o: Pick<BackoffOptions, 'baseMs' | 'capMs'>): number => Math.min(o.capMs, o.baseMs * 2 ** (n - 1));

/** Whether a retry loop of this kind is already running around the caller. */
export const insideRetry = (kind: RetryKind): boolean => active.getStore()?.has(kind) ?? false;

/**
 * Runs `operation` up to `attempts` times, waiting a "full jitter" delay in [0, bound) between tries
 * so racers do not collide again in lockstep. Inside a loop of the same kind it runs once.
 */
export async function withBackoff<T>(operation: () => Promise<T>, o: BackoffOptions): Promise<T> {
  if (insideRetry(o.kind)) return operation();
  const kinds = new Set([...(active.getStore() ?? []), o.kind]);
  const sleep = o.sleep ?? wait;
  const random = o.random ?? Math.random;
  return active.run(kinds, async () => {
    for (let n = 1; ; n += 1) {
      try {
        return await operation();
      } catch (error) {
        if (n >= o.attempts || !o.retryable(error)) throw error;
        await sleep(Math.floor(random() * backoffBound(n, o)));
      }
    }
  });
}

const isVersionConflict = (error: unknown) => error instanceof AppError && error.code === 'conflict';

/**
 * Re-runs `attempt` (which must read afresh and re-apply its change) while it fails with the 409
 * `conflict` of a version that moved or a cancelled transaction; the last conflict is thrown.
 */
export function retryOnVersionConflict<T>(attempt: () => Promise<T>, o: Partial<Omit<BackoffOptions, 'kind' | 'retryable'>> = {}): Promise<T> {
  return withBackoff(attempt, { kind: 'contention', attempts: 5, baseMs: 20, capMs: 200, retryable: isVersionConflict, ...o });
}

/** A failure the transport adapters may retry: throttling, a 5xx, unprocessed batch items. */
export class TransientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientError';
  }
}

/** The adapters' policy (like the AWS SDK's standard mode: 3 attempts, 100 ms base). */
export function withTransportRetry<T>(operation: () => Promise<T>, o: Partial<Omit<BackoffOptions, 'kind'>> = {}): Promise<T> {
  return withBackoff(operation, { kind: 'transport', attempts: 3, baseMs: 200, capMs: 1000, retryable: (e) => e instanceof TransientError, ...o });
}

/** Throttling and server errors: the HTTP statuses worth another attempt. */
export const retryableStatus = (status: number): boolean => status === 429 || status >= 500;

/**
 * Sends `first`, then whatever comes back unprocessed (BatchGetItem/BatchWriteItem under throttling),
 * until nothing is left: a transport retry of up to 9 sends.
 */
export async function untilProcessed<T>(
  first: readonly T[], send: (pending: readonly T[]) => Promise<readonly T[]>, what: string, o: Pick<Partial<BackoffOptions>, 'sleep' | 'random'> = {},
): Promise<void> {
  let pending = first;
  if (pending.length === 0) return;
  await withTransportRetry(async () => {
    pending = await send(pending);
    if (pending.length > 0) throw new TransientError(`${what} kept returning unprocessed items`);
  }, { attempts: 9, baseMs: 50, capMs: 1000, ...o });
}
