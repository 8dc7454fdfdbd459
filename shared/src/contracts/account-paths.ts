/**
 * The addresses of each kind of user's own account screens. Without zod (auth.ts and
 * second-factor.ts hold the forms' schemas and re-export these), so the host's route map, in
 * every page's first bundle, does not download a schema library.
 */

/**
 * Where each kind of user changes their own password: the screen a temporary password leads to
 * after the login, and the only one the host lets it reach (docs/decisions/011-accounts.md).
 */
export const CHANGE_PASSWORD_PATH = { school: '/Manage-Password', provider: '/sgi-admin/password' } as const;

/** Where each kind of user sets up the second factor and sees its state. */
export const SECURITY_PATH = { school: '/Manage-Security', provider: '/sgi-admin/security' } as const;
