// Keys of the report roll-ups (docs/data-model.md §2.12): one table partition whose sort key starts
// with the practice date, so the days of a report range are one Query (AP-REP-6).
const partition = 'ROLLUP#DAY';

export const rollupKeys = {
  /** The roll-up of one practice day × location × employee. */
  day: (date: string, locationId: string, employeeId: string) => ({ PK: partition, SK: `${date}#${locationId}#${employeeId}` }),
  /** AP-REP-6: the partition and the sort-key bounds of the days `startDate`..`endDate`, both included. */
  days: (startDate: string, endDate: string) => ({ PK: partition, from: startDate, to: `${endDate}#~` }),
  /** Every roll-up (the backfill's clean-up). */
  partition,
  /** The attribute holding one product's treatment units (hundredths): one per product, so each is ADDed alone. */
  unitsAttribute: (productId: string) => `units_${productId}`,
  unitsPrefix: 'units_',
} as const;
