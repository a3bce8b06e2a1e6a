// GET /api/dashboard: the appointments that start in the range at the chosen locations (all of them,
// archived included, when none is chosen), by the chosen staff (AP-REP-2), and the first-appointment
// marks of their clients (AP-REP-3).
import type { DashboardResponse } from '#functions/contract/reports.ts';
import { buildDashboard, dashboardClients } from '#functions/reports/build-dashboard.ts';
import { listAppointmentsStarting, loadFirstAppointments } from '#functions/reports/report-repository.ts';
import { loadReportScope, type ReportRequest } from '#functions/reports/summary-service.ts';

export async function loadDashboard(request: ReportRequest): Promise<DashboardResponse> {
  const scope = await loadReportScope(request);
  const appointments = await listAppointmentsStarting(scope.locationIds, scope.range, scope.filters.employeeIds);
  const firstAppointments = await loadFirstAppointments(dashboardClients(appointments));
  return buildDashboard({ appointments, range: scope.range, firstAppointments });
}
