// The employee aggregate as services see it (docs/data-model.md §2.1): the root and its location and
// mentor links, with the stored attribute names. The `*FromItem` functions are the one place that
// reads stored attributes; services, DTO mappers and other groups work on these typed records.
import { subscriptionStatuses, type SubscriptionStatus } from '#functions/contract/subscriptions.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface EmployeeRoot {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  must_change_password: boolean;
  gfe: boolean;
  // A stored 0 means 0; only a missing value falls back to the REFERENCE defaults (60/10/20).
  service_percentage: number;
  retail_percentage: number;
  wellness_percentage: number;
  has_access_only_to: string[];
  vendor_name: string | null;
  /** The object key of the confirmed `profile_photo` upload, or null. */
  profile_photo_key: string | null;
  reference_number: string;
  require_deposit: boolean;
  instant_pay: boolean;
  plan: 'free' | 'paid' | null;
  stripe_account_id: string | null;
  stripe_payouts_enabled: boolean;
  /** Connect state from Stripe (`account.updated`, onboarding complete): REFERENCE §2.1. */
  stripe_details_submitted: boolean;
  /** A verified bank account is attached (the external account of the Connect account). */
  stripe_bank_account: boolean;
  stripe_customer_id: string | null;
  /** Subscription state, written only by the webhooks (docs/data-model.md §2.1). */
  stripe_subscription_id: string | null;
  subscription_status: SubscriptionStatus | null;
  subscription_ends_at: string | null;
  cancel_at_period_end: boolean;
  is_admin: boolean;
  is_inv_manager: boolean;
  is_mentor: boolean;
  /** Set when the employee was removed; the root stays for history. */
  deactivated_at: string | null;
  version: number;
}

/** `EMP#<employeeId>` / `LOC#<locationId>`: the location's name and the employee's are copies. */
export interface EmployeeLocationLink {
  employee_id: string;
  location_id: string;
  location_name: string;
  employee_name: string;
  /** 1 = primary; gaps allowed (§2.3 "Link order"); null only on an item written without one. */
  position: number | null;
  /** False once the employee was removed: public lists leave the link out. */
  employee_active: boolean;
}

/** `EMP#<employeeId>` / `MENTOR#<mentorId>`. */
export interface EmployeeMentorLink {
  employee_id: string;
  mentor_id: string;
  mentor_name: string;
  mentor_percentage: number;
}

/** An employee root with its location and mentor links (AP-EMP-2/3/4, or joined from AP-EMP-6/8). */
export interface EmployeeRecord {
  root: EmployeeRoot;
  locations: EmployeeLocationLink[];
  mentors: EmployeeMentorLink[];
}

const plans = ['free', 'paid'] as const;

export function employeeFromItem(item: Item): EmployeeRoot {
  const r = readItem('employee', item);
  return {
    id: r.string('id'), name: r.string('name'), email: r.string('email'),
    password_hash: r.optionalString('password_hash'), must_change_password: r.flag('must_change_password'), gfe: r.flag('gfe'),
    service_percentage: r.intOr('service_percentage', 60), retail_percentage: r.intOr('retail_percentage', 10),
    wellness_percentage: r.intOr('wellness_percentage', 20), has_access_only_to: r.strings('has_access_only_to', ['all']),
    vendor_name: r.optionalString('vendor_name'), profile_photo_key: r.optionalString('profile_photo_key'), reference_number: r.stringOr('reference_number', ''),
    require_deposit: r.flag('require_deposit'), instant_pay: r.flag('instant_pay'), plan: r.optionalEnum('plan', plans),
    stripe_account_id: r.optionalString('stripe_account_id'), stripe_payouts_enabled: r.flag('stripe_payouts_enabled'),
    stripe_details_submitted: r.flag('stripe_details_submitted'), stripe_bank_account: r.flag('stripe_bank_account'),
    stripe_customer_id: r.optionalString('stripe_customer_id'), stripe_subscription_id: r.optionalString('stripe_subscription_id'),
    subscription_status: r.optionalEnum('subscription_status', subscriptionStatuses), subscription_ends_at: r.optionalString('subscription_ends_at'),
    cancel_at_period_end: r.flag('cancel_at_period_end'),
    is_admin: r.flag('is_admin'), is_inv_manager: r.flag('is_inv_manager'), is_mentor: r.flag('is_mentor'),
    deactivated_at: r.optionalString('deactivated_at') || null, version: r.intOr('version', 1),
  };
}

export function locationLinkFromItem(item: Item): EmployeeLocationLink {
  const r = readItem('employee_location', item);
  return {
    employee_id: r.string('employee_id'), location_id: r.string('location_id'), location_name: r.string('location_name'),
    employee_name: r.string('employee_name'), position: r.optionalInt('position'), employee_active: r.flag('employee_active', true),
  };
}

export function mentorLinkFromItem(item: Item): EmployeeMentorLink {
  const r = readItem('employee_mentor', item);
  return {
    employee_id: r.string('employee_id'), mentor_id: r.string('mentor_id'),
    mentor_name: r.string('mentor_name'), mentor_percentage: r.intOr('mentor_percentage', 0),
  };
}

/** Links grouped by their `employee_id`, for joining a collection partition in memory. */
export function groupByEmployee<T extends { employee_id: string }>(links: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const link of links) groups.set(link.employee_id, [...(groups.get(link.employee_id) ?? []), link]);
  return groups;
}
