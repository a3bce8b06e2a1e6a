// `/signup` (REFERENCE §3.1, CB): on a fresh install it creates the first admin; afterwards it only
// accepts an admin's invitation token. The bootstrap item makes "first" atomic: of two simultaneous
// first sign-ups exactly one wins.
import { ulid } from 'ulid';
import { addAdminGrant, newEmployeeItems } from '#functions/employees/public.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { redeemToken } from '#functions/lib/auth/password-tokens.ts';
import { createSession, endAllSessions } from '#functions/lib/auth/sessions.ts';
import { bootstrapItem, firstAdminExists } from '#functions/auth/bootstrap-repository.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';
import { forbidden, validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export const signupClosedMessage = 'Staff accounts are created by your administrator.';
export async function firstAdminNeeded(): Promise<boolean> {
  return !(await firstAdminExists());
}

export async function createFirstAdmin(input: { name: string; email: string; password: string }): Promise<string> {
  const id = ulid();
  const now = new Date().toISOString();
  const { default_percentages: p } = await loadPracticeSettings();
  const { root, uniques } = newEmployeeItems({
    id, name: input.name, email: input.email, passwordHash: await hashPassword(input.password), vendorName: null,
    isAdmin: true, isInvManager: false, isMentor: false, percentages: p,
  }, now);
  const [emailItem, nameItem, ...otherUniques] = uniques;
  const plan = new TransactionPlan();
  plan.put(bootstrapItem(id, now), () => forbidden(signupClosedMessage)).put(root);
  if (emailItem) plan.put(emailItem, () => validationFailed({ email: 'Email already taken' }));
  if (nameItem) plan.put(nameItem, () => validationFailed({ name: 'Name already taken' }));
  for (const item of otherUniques) plan.put(item);
  addAdminGrant(plan);
  await plan.commit();
  return id;
}

export async function acceptInvitation(token: string, password: string, request: RequestInfo): Promise<{ id: string; cookie: string }> {
  const subject = await redeemToken(token, ['invite'], 'staff', password);
  await endAllSessions('staff', subject.id);
  return { id: subject.id, cookie: await createSession('staff', subject.id, { ip: request.ip, userAgent: request.userAgent }) };
}
