import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, isChunkLoadError, lazyWithTimeout } from '#web/lib/lazy-with-timeout.ts';

const screenModule = { HealthzPage: () => null };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithTimeout', () => {
  it('gives the module when it loads in time', async () => {
    const load = lazyWithTimeout(() => Promise.resolve(screenModule), 1000);

    await expect(load()).resolves.toBe(screenModule);
  });

  it('waits 120 seconds by default, then fails with a ChunkLoadError', async () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
    const outcome = lazyWithTimeout(() => new Promise<never>(() => undefined))().then(
      () => 'loaded',
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(119_999);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toHaveProperty('message', 'A part of the app took too long to load.');
  });

  it('turns a rejected import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');

    const error: unknown = await lazyWithTimeout(() => Promise.reject(cause), 1000)().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toHaveProperty('cause', cause);
  });

  it('ignores a chunk that arrives after the timeout', async () => {
    let arrive: (module: typeof screenModule) => void = () => undefined;
    const late = new Promise<typeof screenModule>((resolve) => {
      arrive = resolve;
    });
    const outcome = lazyWithTimeout(() => late, 10)().catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(10);
    arrive(screenModule);

    expect(isChunkLoadError(await outcome)).toBe(true);
  });
});
