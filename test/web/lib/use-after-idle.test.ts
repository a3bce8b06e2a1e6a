import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from '#web/lib/use-after-idle.ts';

describe('useAfterIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns true once the browser reports an idle moment, and cancels the wait on unmount', () => {
    let report: IdleRequestCallback = () => undefined;
    vi.stubGlobal('requestIdleCallback', vi.fn((callback: IdleRequestCallback) => { report = callback; return 7; }));
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { result, unmount } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);

    act(() => report({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);

    const waiting = renderHook(() => useAfterIdle());
    waiting.unmount();
    expect(cancel).toHaveBeenCalledWith(7);
    unmount();
  });

  it('is true at once where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(true);
  });
});
