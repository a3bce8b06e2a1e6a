// One key builder per entity (docs/data-model.md lists the access patterns behind each shape).
// Repositories build keys only through these functions.
import type { Key } from '#functions/lib/db/write.ts';

export const keys = {
  /** A fixed item the health check reads to prove the table answers. */
  health: (): Key => ({ PK: 'HEALTH', SK: 'HEALTH' }),
  /** The single practice-settings row. */
  settings: (): Key => ({ PK: 'SETTINGS', SK: 'PRACTICE' }),
};
