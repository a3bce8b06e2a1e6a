import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: "the first screen was shown" is page-wide state.
async function load() {
  const { useAfterIdle } = await import('#web/lib/use-after-idle.ts');
  const { markFirstScreenShown } = await import('#web/lib/first-screen.ts');
  return { useAfterIdle, markFirstScreenShown };
}

function stubIdleCallbacks() {
  const pending: IdleRequestCallback[] = [];
  const cancel = vi.fn();
  vi.stubGlobal('requestIdleCallback', vi.fn((callback: IdleRequestCallback) => pending.push(callback)));
  vi.stubGlobal('cancelIdleCallback', cancel);
  const reportIdle = () => act(() => { for (const callback of pending.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 }); });
  return { pending, cancel, reportIdle };
}

describe('useAfterIdle', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first screen, then for an idle moment', async () => {
    const { useAfterIdle, markFirstScreenShown } = await load();
    const idle = stubIdleCallbacks();
    const { result } = renderHook(() => useAfterIdle());
    expect(idle.pending).toHaveLength(0);

    act(() => markFirstScreenShown());
    expect(result.current).toBe(false);
    expect(idle.pending).toHaveLength(1);

    idle.reportIdle();
    expect(result.current).toBe(true);
  });

  it('stops waiting for a screen after 3 s (an error page shows none)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { useAfterIdle } = await load();
    const idle = stubIdleCallbacks();
    const { result } = renderHook(() => useAfterIdle());

    act(() => vi.advanceTimersByTime(2999));
    expect(idle.pending).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    idle.reportIdle();
    expect(result.current).toBe(true);
  });

  it('cancels its idle wait when unmounted', async () => {
    const { useAfterIdle, markFirstScreenShown } = await load();
    const idle = stubIdleCallbacks();
    markFirstScreenShown();
    const { unmount } = renderHook(() => useAfterIdle());
    unmount();
    expect(idle.cancel).toHaveBeenCalledTimes(1);
  });

  it('is true at once where the browser has no idle callbacks', async () => {
    const { useAfterIdle } = await load();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(true);
  });
});
