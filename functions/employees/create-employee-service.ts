// POST /api/employees/new (REFERENCE §3.2, data model T-EMP-WRITE): one transaction writes the root,
// its uniqueness items, the location and mentor links and the admin counter; then the new employee
// gets an invitation instead of a password.
import { ulid } from 'ulid';
import type { CreateEmployeeBody, EmployeeAdmin } from '#functions/contract/employees.ts';
import { addAdminGrant, ensureAdminCounter } from '#functions/employees/admin-counter-repository.ts';
import { toEmployeeAdmin } from '#functions/employees/employee-dto.ts';
import { sendInvitation } from '#functions/employees/employee-emails.ts';
import { addLocationChanges, addMentorChanges } from '#functions/employees/employee-link-repository.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import { loadEmployee, newEmployeeItems } from '#functions/employees/employee-repository.ts';
import {
  assertMentorAssignments, assertPercentageBudget, distinctIds, loadLinkableLocations, loadValidMentors,
} from '#functions/employees/employee-validation.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';

/** Percentages not sent are stored from the settings' `default_percentages` at creation. */
async function resolvePercentages(body: CreateEmployeeBody): Promise<{ service: number; retail: number; wellness: number }> {
  const { default_percentages: defaults } = await loadPracticeSettings();
  return {
    service: body.service_percentage ?? defaults.service,
    retail: body.retail_percentage ?? defaults.retail,
    wellness: body.wellness_percentage ?? defaults.wellness,
  };
}

async function writeEmployee(id: string, body: CreateEmployeeBody, percentages: Awaited<ReturnType<typeof resolvePercentages>>, links: {
  locationIds: string[]; locations: Map<string, LocationRoot>; mentors: Map<string, EmployeeRoot>;
}): Promise<void> {
  const now = new Date().toISOString();
  const { root, uniques } = newEmployeeItems({
    id, name: body.name, email: body.email, passwordHash: null, vendorName: body.vendor_name, percentages,
    isAdmin: body.is_admin, isInvManager: body.is_inv_manager, isMentor: body.is_mentor, gfe: body.gfe,
    hasAccessOnlyTo: body.has_access_only_to, requireDeposit: body.require_deposit, instantPay: body.instant_pay,
  }, now);
  const [emailItem, nameItem, referenceItem] = uniques;
  const plan = new TransactionPlan().put(root);
  if (emailItem) plan.put(emailItem, () => validationFailed({ email: 'Email already taken' }));
  if (nameItem) plan.put(nameItem, () => validationFailed({ name: 'Name already taken' }));
  if (referenceItem) plan.put(referenceItem);
  addLocationChanges({ plan, employee: { id, name: body.name }, current: [], wantedIds: links.locationIds, locations: links.locations, now });
  addMentorChanges({ plan, employeeId: id, current: [], wanted: body.mentors, mentors: links.mentors, now });
  if (body.is_admin) addAdminGrant(plan);
  await plan.commit();
}

/** The invitation goes out after the commit; a mail failure leaves the account (a reset link can follow). */
async function inviteEmployee(employee: { id: string; name: string; email: string }, logger: Logger): Promise<void> {
  try {
    await sendInvitation(employee);
  } catch (error) {
    logger.error('invitation email failed', { employee_id: employee.id, err: error });
  }
}

export async function createEmployee(body: CreateEmployeeBody, logger: Logger): Promise<EmployeeAdmin> {
  const id = ulid();
  const percentages = await resolvePercentages(body);
  const locationIds = distinctIds(body.location_ids);
  assertMentorAssignments(id, body.mentors);
  assertPercentageBudget(percentages.service, body.mentors.map((m) => m.mentor_percentage));
  const [locations, mentors] = await Promise.all([
    loadLinkableLocations(locationIds),
    loadValidMentors(body.mentors.map((m) => m.mentor_id)),
  ]);
  if (body.is_admin) await ensureAdminCounter();
  await writeEmployee(id, body, percentages, { locationIds, locations, mentors });
  await inviteEmployee({ id, name: body.name, email: body.email }, logger);
  const created = await loadEmployee(id);
  if (!created) throw new Error(`Employee ${id} vanished right after its creation`);
  return toEmployeeAdmin(created);
}
