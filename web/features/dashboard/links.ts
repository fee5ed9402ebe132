import type { Role } from '../../../common/constants.ts';
import { t } from '../../i18n/bn.ts';

export interface DashboardLink {
  to: string;
  label: string;
  end?: boolean;
  badge?: 'pendingDonorRequests' | 'incompleteBloodRequests';
  /** The link is lit on every address under this one (when `to` is one tab of a screen). */
  section?: string;
  /**
   * The Units screen (decisions/056): a super admin always (to make the second unit), an admin only
   * while they are a unit's admin and the installation has more than one unit.
   */
  units?: boolean;
}

/** What the sidebar knows of the federation: is the caller a unit's admin, are there several units. */
export interface UnitsView {
  unitAdmin: boolean;
  federation: boolean;
}

/** The dashboard's sidebar, in order. */
export const dashboardLinks: DashboardLink[] = [
  {
    to: '/dashboard',
    get label() {
      return t.dashboard.analytics;
    },
    end: true,
  },
  {
    to: '/dashboard/donor-list',
    get label() {
      return t.dashboard.donorsList;
    },
  },
  {
    to: '/dashboard/donor-request',
    get label() {
      return t.dashboard.donorRequest;
    },
    badge: 'pendingDonorRequests',
  },
  // The open requests are where the day's work is: the link opens the Incomplete tab.
  {
    to: '/dashboard/blood-request/incomplete-blood-request',
    section: '/dashboard/blood-request',
    get label() {
      return t.dashboard.bloodRequest;
    },
    badge: 'incompleteBloodRequests',
  },
  {
    to: '/dashboard/add-contact',
    get label() {
      return t.dashboard.addContact;
    },
  },
  {
    to: '/dashboard/user-list',
    get label() {
      return t.dashboard.allUser;
    },
  },
  {
    to: '/dashboard/admin-list',
    get label() {
      return t.dashboard.allAdmin;
    },
  },
  {
    to: '/dashboard/address',
    get label() {
      return t.dashboard.address;
    },
  },
  {
    to: '/dashboard/settings',
    get label() {
      return t.dashboard.settings;
    },
  },
  {
    to: '/dashboard/import',
    get label() {
      return t.dashboard.import;
    },
  },
  {
    to: '/dashboard/invitations',
    get label() {
      return t.dashboard.invitations;
    },
  },
  {
    to: '/dashboard/money-reports',
    get label() {
      return t.dashboard.moneyReports;
    },
  },
  {
    to: '/dashboard/units',
    get label() {
      return t.dashboard.units;
    },
    units: true,
  },
  {
    to: '/dashboard/patients',
    get label() {
      return t.dashboard.patients;
    },
  },
  {
    to: '/dashboard/activity',
    get label() {
      return t.dashboard.activity;
    },
  },
  {
    to: '/dashboard/archive',
    get label() {
      return t.dashboard.archive;
    },
  },
];

/**
 * The links a role sees: a screen whose API would refuse them is not offered, and a single
 * community's admins see no Units link (nothing changes for them).
 */
export const linksFor = (role: Role | null, units?: UnitsView): DashboardLink[] =>
  dashboardLinks.filter(
    (link) =>
      !link.units ||
      role === 'superAdmin' ||
      (role === 'admin' && !!units?.unitAdmin && units.federation),
  );
