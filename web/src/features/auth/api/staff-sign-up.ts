// POST /api/signup: the first admin of a fresh install, or an invited employee setting their password
// with the invitation's token (REFERENCE §3.1). 201 with the profile, signed in: it becomes the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSignUpBody } from '#functions/contract/auth.ts';
import { employeeProfile, type EmployeeProfile } from '#functions/contract/employees.ts';
import { startSession } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function staffSignUp(body: StaffSignUpBody): Promise<EmployeeProfile> {
  return apiJson('auth.staff_sign_up', { body, schema: employeeProfile });
}

export function useStaffSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffSignUp,
    onSuccess: (profile) => startSession(queryClient, { kind: 'staff', profile }),
  });
}
