// Per-IP windows for the public requests that reveal or spend something besides sign-in (decision
// 026): sign-ups (a taken email answers 422) and reset-link requests (each may send a mail). They use
// the sign-in throttle's IP counter (one atomic ADD, progressive block, 429 with Retry-After), each
// action with its own counter so a busy sign-up desk never blocks sign-in.
import { throttleKeys } from '#functions/auth/login-throttle-keys.ts';
import { claimWindow, normalizeIp } from '#functions/auth/login-throttle.ts';

export type LimitedRequest = 'SIGN_UP' | 'RESET';

/**
 * Per IP and 15-minute window. A person signs up once and asks for a reset link two or three times;
 * a front desk registering walk-ins on one tablet stays under 20 an hour's quarter; a script trying
 * an address list gets 429 after a handful and then waits 30 s, doubling up to 15 minutes.
 */
export const requestLimits: Record<LimitedRequest, number> = { SIGN_UP: 20, RESET: 10 };

/** Counts this request against its IP's window, or throws 429 with Retry-After. */
export function claimRequest(action: LimitedRequest, ip: string, now = Date.now()): Promise<void> {
  return claimWindow(throttleKeys.request(action, normalizeIp(ip)), requestLimits[action], now);
}
