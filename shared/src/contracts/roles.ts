/**
 * A school user's role (docs/decisions/013-school-team.md): an admin does everything for the
 * school, a publisher publishes what editors draft, an editor drafts. Provider users have none.
 * The order is the order of power: each role may do all a later one may.
 */
export const SCHOOL_ROLES = ['admin', 'publisher', 'editor'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

/** Each role's name in the admin screens: the Team, the provider's Users, the drafts and the audit log. */
export const SCHOOL_ROLE_LABELS: Readonly<Record<SchoolRole, string>> = { admin: 'School admin', publisher: 'Publisher', editor: 'Editor' };

export const isSchoolRole = (value: unknown): value is SchoolRole => SCHOOL_ROLES.includes(value as SchoolRole);

/** Whether a role is at least `least` (an admin is at least a publisher). */
export const roleAdmits = (role: SchoolRole, least: SchoolRole): boolean => SCHOOL_ROLES.indexOf(role) <= SCHOOL_ROLES.indexOf(least);

