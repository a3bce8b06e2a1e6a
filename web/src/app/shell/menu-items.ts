// The side panel's menus, exactly as SPEC §2 and REFERENCE §5 "Shared" list them, in their order.
// A menu item names a screen path from config/paths.ts; the last item of every menu is Logout.
import {
  IconAddressBook,
  IconBox,
  IconCalendar,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCash,
  IconChartBar,
  IconFileInvoice,
  IconForms,
  IconListDetails,
  IconPackage,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconVaccine,
  type Icon,
} from '@tabler/icons-react';
import { generatePath } from 'react-router-dom';
import type { ClientProfile } from '#functions/contract/auth.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { paths } from '#web/config/paths.ts';

export interface MenuLink {
  label: string;
  to: string;
  icon: Icon;
  /** A path whose sub-paths also mark the item current; otherwise only `to` itself does. */
  section?: string;
}

// The menu's Clients opens the first visible client (REFERENCE §5: how `/customers/1` works).
const clients: MenuLink = {
  label: 'Clients',
  to: generatePath(paths.customer, { clientId: '1' }),
  icon: IconAddressBook,
  section: '/customers',
};
const submitInvoice: MenuLink = { label: 'Submit invoice', to: paths.addInvoice, icon: IconFileInvoice };
const schedule: MenuLink = { label: 'Schedule', to: paths.schedule, icon: IconCalendar };
const intakeForms: MenuLink = { label: 'Intake Forms', to: paths.intakeForms, icon: IconForms };
const inventories: MenuLink = { label: 'Inventories', to: paths.inventories, icon: IconBox };
const treatments: MenuLink = { label: 'Treatments', to: paths.treatments, icon: IconVaccine };
const myProfile: MenuLink = { label: 'My Profile', to: paths.myProfile, icon: IconUserCircle };

const adminMenu: readonly MenuLink[] = [
  submitInvoice,
  { label: 'Invoice List', to: paths.invoiceList, icon: IconListDetails },
  schedule,
  { label: 'Staff', to: paths.employees, icon: IconUsers },
  { label: 'Reports', to: paths.reports, icon: IconChartBar, section: paths.reports },
  intakeForms,
  clients,
  inventories,
  treatments,
  myProfile,
  { label: 'Invoices to Pay', to: paths.invoicesToPay, icon: IconCash },
  { label: 'Settings', to: paths.settings, icon: IconSettings, section: paths.settings },
];

/** Admin menu, or the other staff menu (with All Employees and Inventories for inventory managers). */
export function staffMenu(profile: EmployeeProfile): readonly MenuLink[] {
  if (profile.is_admin) return adminMenu;
  const managerItems = profile.is_inv_manager ? [{ label: 'All Employees', to: paths.employees, icon: IconUsers }, inventories] : [];
  return [
    submitInvoice,
    { label: 'Product List', to: paths.products, icon: IconPackage },
    schedule,
    intakeForms,
    clients,
    ...managerItems,
    treatments,
    myProfile,
  ];
}

export const clientMenu: readonly MenuLink[] = [
  { label: 'View Appointments', to: paths.clientAppointments, icon: IconCalendarEvent },
  { label: 'Book an Appointment', to: paths.clients, icon: IconCalendarPlus },
];

export function isCurrent(item: MenuLink, pathname: string): boolean {
  if (pathname === item.to) return true;
  return item.section !== undefined && (pathname === item.section || pathname.startsWith(`${item.section}/`));
}

/** The welcome line above the client menu (S§3: the client's `name`). */
export function welcomeLine(profile: ClientProfile): string {
  return `Welcome, ${profile.name}`;
}
