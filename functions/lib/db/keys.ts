// The keys every group shares: the health item, the settings row, counters and uniqueness items,
// and the name normalisations behind them. Each entity's own builders sit beside its repository
// (`functions/<group>/<entity>-keys.ts`); the shapes are in docs/data-model.md.
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
