// Whose calendar at which location, read from the address (schedule-url.ts): the staff member (an
// employee is always themselves; admins and inventory managers may also look at all staff), the
// locations among the active ones, and the chosen location's zone, which every time on the page uses.
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useScheduleStaff, type ScheduleStaffMember } from '#web/features/schedule/api/get-schedule-staff.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { todayIn } from '#web/lib/zoned-time.ts';
import type { Option } from '#web/features/schedule/components/schedule-filters.tsx';
import { useScheduleUrl, type CalendarView, type ScheduleUrlChange } from '#web/features/schedule/schedule-url.ts';

export interface ScheduleScope {
  ready: boolean;
  error: Error | null;
  retry: () => void;
  canSeeAll: boolean;
  staffOptions: Option[];
  /** The one staff member of the per-staff views and of the dialogs (the URL's, else the caller). */
  staffId: string;
  /** No staff member chosen: the day view shows everyone working at the location. */
  allStaff: boolean;
  setStaffId: (id: string | undefined) => void;
  /** Everyone linked to the chosen location (the day view's candidate columns). */
  locationStaff: ScheduleStaffMember[];
  locationOptions: (Option & { timezone: string })[];
  locationId: string | undefined;
  setLocationId: (id: string) => void;
  timeZone: string;
  view: CalendarView;
  /** The shown local date (`YYYY-MM-DD`). */
  date: string;
  navigate: (change: ScheduleUrlChange) => void;
}

// Only while there is no location to take a zone from (the page then says so instead of a calendar).
const practiceZoneFallback = 'UTC';

export function useScheduleScope(): ScheduleScope {
  const profile = useStaffProfile();
  const staff = useScheduleStaff();
  const locations = useLocations();
  const [url, navigate] = useScheduleUrl();
  const me = profile?.id ?? '';
  const canSeeAll = profile?.is_admin === true || profile?.is_inv_manager === true;

  const everyone = staff.data ?? [];
  const chosen = canSeeAll && url.staff !== undefined && everyone.some((member) => member.id === url.staff) ? url.staff : undefined;
  const staffId = chosen ?? me;
  const staffOptions = (canSeeAll ? everyone : everyone.filter((member) => member.id === me)).map((member) => ({ value: member.id, label: member.name }));
  if (!staffOptions.some((option) => option.value === me) && profile) staffOptions.unshift({ value: me, label: profile.name });

  const active = locations.data ?? [];
  const own = chosen === undefined && canSeeAll ? [] : (everyone.find((member) => member.id === staffId)?.employee_locations.map((link) => link.location.id) ?? []);
  const theirs = active.filter((location) => own.includes(location.id));
  const offered = (theirs.length > 0 ? theirs : active).map((location) => ({ value: location.id, label: location.name, timezone: location.timezone }));
  const location = offered.find((option) => option.value === url.location) ?? offered[0];
  const timeZone = location?.timezone ?? practiceZoneFallback;
  const linked = everyone.filter((member) => member.employee_locations.some((link) => link.location.id === location?.value));

  return {
    ready: staff.isSuccess && locations.isSuccess,
    error: staff.error ?? locations.error,
    retry: () => {
      void staff.refetch();
      void locations.refetch();
    },
    canSeeAll,
    staffOptions,
    staffId,
    allStaff: canSeeAll && chosen === undefined,
    setStaffId: (id) => navigate({ staff: id }),
    locationStaff: canSeeAll ? linked : linked.filter((member) => member.id === me),
    locationOptions: offered,
    locationId: location?.value,
    setLocationId: (id) => navigate({ location: id }),
    timeZone,
    view: url.view,
    date: url.date ?? todayIn(timeZone),
    navigate,
  };
}
