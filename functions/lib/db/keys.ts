// The keys every group shares: the health item, the settings row, counters and uniqueness items,
// the version items of versioned records, and the name normalisations behind them. Each entity's own
// builders sit in `functions/model/<entity>-keys.ts` (decision 024); the shapes are in docs/data-model.md.
import type { Key } from '#functions/lib/db/write.ts';

export type SubjectType = 'staff' | 'client';

/** `norm_email`: trimmed and lowercased. */
export const normEmail = (email: string): string => email.trim().toLowerCase();
/** `norm_name`: trimmed, inner whitespace collapsed, NFC, lowercased. */
export const normName = (name: string): string => name.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();

export const keys = {
  /** A fixed item the health check reads to prove the table answers. */
  health: (): Key => ({ PK: 'HEALTH', SK: 'HEALTH' }),
  settings: (): Key => ({ PK: 'SETTINGS', SK: '#META' }),
  counter: (name: 'INVOICE_NUMBER' | 'ACTIVE_ADMINS'): Key => ({ PK: `COUNTER#${name}`, SK: '#META' }),
  unique: (kind: string, value: string): Key => ({ PK: `UNIQUE#${kind}#${value}`, SK: 'UNIQUE' }),
};

/** `V#<n, 6-digit zero-padded>` so the versions of a record sort in order (AP-CHART-4). */
export const versionSortKey = (version: number): string => `V#${String(version).padStart(6, '0')}`;

/** The version item of `head` numbered `version`: same partition, `V#…` sort key. */
export const versionKey = (head: Key, version: number): Key => ({ PK: head.PK, SK: versionSortKey(version) });
