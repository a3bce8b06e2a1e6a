// An IANA time zone picker (REFERENCE §0.1: availability and slots are wall-clock time in the
// location's zone, reports in the practice's). The choices are the browser's own zone list, kept to
// the region names the API accepts (no fixed offsets or `Etc/` zones), searchable with or without
// underscores ("New York" finds America/New_York).
import { Select, type SelectProps } from '@mantine/core';
import { ianaTimeZone } from '#functions/contract/settings.ts';

let regionZones: string[] | undefined;

/** Computed once: checking ~400 zones builds a formatter for each. */
function timeZones(): string[] {
  regionZones ??= Intl.supportedValuesOf('timeZone').filter((zone) => ianaTimeZone.safeParse(zone).success);
  return regionZones;
}

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (zone: string) => void;
};

export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const zones = timeZones();
  // A stored zone the browser does not list (a renamed zone) stays visible rather than blank.
  const all = value === '' || zones.includes(value) ? zones : [value, ...zones];
  return (
    <Select
      {...props}
      data={all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
      value={value === '' ? null : value}
      onChange={(zone) => onChange(zone ?? '')}
      searchable
      nothingFoundMessage="No time zone of that name"
      placeholder={value === '' ? 'Search, e.g. Chicago' : undefined}
    />
  );
}
