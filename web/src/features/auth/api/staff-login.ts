// POST /api/login: a staff member signs in with email and password; the answer is their profile,
// which becomes the session at once (the guard of the sign-in screen then moves them on).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '#functions/contract/auth.ts';
import { employeeProfile, type EmployeeProfile } from '#functions/contract/employees.ts';
import { startSession } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function staffLogin(body: LoginBody): Promise<EmployeeProfile> {
  return apiJson('auth.staff_login', { body, schema: employeeProfile });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: (profile) => startSession(queryClient, { kind: 'staff', profile }),
  });
}
