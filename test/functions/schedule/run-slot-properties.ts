// Child-process entry for slot-engine.unit.test.ts: runs the slot properties under whatever TZ the
// parent sets, and reports the zone the process really ran in.
import { checkSlotProperties } from '#test/functions/schedule/slot-properties.ts';

checkSlotProperties(Number(process.argv[2] ?? '200'));
process.stdout.write(JSON.stringify({ ok: true, zone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
