import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** Each remote as people know it, and what of the site it is. */
export const REMOTES: Record<RemoteName, { title: string; what: string }> = {
  content: { title: 'Public content', what: 'Every school site’s public pages.' },
  schoolAdmin: { title: 'School admin', what: 'Each school’s admin area.' },
  providerAdmin: { title: 'Provider admin', what: 'This area, the provider’s.' },
};
