// Whose calendar at which location: the staff member (an employee is always themselves), their
// locations among the active ones, and the chosen location's zone, which every time on the page uses.
import { useState } from 'react';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useScheduleStaff } from '#web/features/schedule/api/get-schedule-staff.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import type { Option } from '#web/features/schedule/components/schedule-filters.tsx';

export interface ScheduleScope {
  ready: boolean;
  error: Error | null;
  retry: () => void;
  canSeeAll: boolean;
  staffOptions: Option[];
  staffId: string;
  setStaffId: (id: string) => void;
  locationOptions: (Option & { timezone: string })[];
  locationId: string | undefined;
  setLocationId: (id: string) => void;
  timeZone: string;
}

// Only while there is no location to take a zone from (the page then says so instead of a calendar).
const practiceZoneFallback = 'UTC';

export function useScheduleScope(): ScheduleScope {
  const profile = useStaffProfile();
  const staff = useScheduleStaff();
  const locations = useLocations();
  const me = profile?.id ?? '';
  const canSeeAll = profile?.is_admin === true || profile?.is_inv_manager === true;
  const [chosenStaff, setStaffId] = useState(me);
  const [chosenLocation, setLocationId] = useState<string>();

  const staffId = canSeeAll ? chosenStaff : me;
  const everyone = staff.data ?? [];
  const staffOptions = (canSeeAll ? everyone : everyone.filter((member) => member.id === me)).map((member) => ({ value: member.id, label: member.name }));
  if (!staffOptions.some((option) => option.value === staffId) && profile) staffOptions.unshift({ value: me, label: profile.name });

  const active = locations.data ?? [];
  const own = everyone.find((member) => member.id === staffId)?.employee_locations.map((link) => link.location.id) ?? [];
  const theirs = active.filter((location) => own.includes(location.id));
  const offered = (theirs.length > 0 ? theirs : active).map((location) => ({ value: location.id, label: location.name, timezone: location.timezone }));
  const location = offered.find((option) => option.value === chosenLocation) ?? offered[0];

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
    setStaffId,
    locationOptions: offered,
    locationId: location?.value,
    setLocationId,
    timeZone: location?.timezone ?? practiceZoneFallback,
  };
}
