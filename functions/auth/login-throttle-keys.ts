// Keys of the login throttle (docs/data-model.md §2.10).
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

const throttleRoot = (id: string): Key => ({ PK: `THROTTLE#${id}`, SK: '#META' });

export const throttleKeys = {
  account: (type: SubjectType, emailHash: string): Key => throttleRoot(`ACCT#${type}#${emailHash}`),
  ip: (ip: string): Key => throttleRoot(`IP#${ip}`),
  /** An IP's sign-ups or reset-link requests (their own windows, apart from sign-in attempts). */
  request: (action: 'SIGN_UP' | 'RESET', ip: string): Key => throttleRoot(`${action}#IP#${ip}`),
  /** Reset mails sent to one address (a sent count with a TTL, not an attempt counter). */
  resetMail: (type: SubjectType, emailHash: string): Key => throttleRoot(`RESET_MAIL#${type}#${emailHash}`),
  /** "This account has signed in from this IP": its attempts there skip the IP-wide limit. */
  knownIp: (type: SubjectType, emailHash: string, ip: string): Key => ({ PK: `THROTTLE#ACCT#${type}#${emailHash}`, SK: `KNOWN_IP#${ip}` }),
};
