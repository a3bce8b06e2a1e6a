// The report filters of the current screen, read from and written to its URL. The default range is
// the current month in the practice time zone, so the practice settings are read first (cached).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';
import { currentMonth, filterProblems, filtersFrom, searchOf, type ReportFilters } from '#web/features/reports/report-filters.ts';

export interface ReportFilterState {
  filters: ReportFilters;
  /** Per date field, why the API would refuse the range; empty when the query may be sent. */
  problems: ReturnType<typeof filterProblems>;
  change: (patch: Partial<ReportFilters>) => void;
  /** Back to the current month, every location and everyone. */
  reset: () => void;
}

export function useReportFilters() {
  const settings = usePracticeSettings();
  const [search, setSearch] = useSearchParams();
  const timeZone = settings.data?.timezone;
  const month = useMemo(() => (timeZone === undefined ? undefined : currentMonth(timeZone)), [timeZone]);
  const state = useMemo((): ReportFilterState | undefined => {
    if (!month) return undefined;
    const filters = filtersFrom(search, month);
    return {
      filters,
      problems: filterProblems(filters),
      change: (patch) => setSearch(searchOf({ ...filters, ...patch }, month), { replace: true }),
      reset: () => setSearch(new URLSearchParams(), { replace: true }),
    };
  }, [month, search, setSearch]);
  return { settings, state };
}
