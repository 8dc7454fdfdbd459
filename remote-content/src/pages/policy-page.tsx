import type { PolicyKind } from '@school/shared/contracts/pages';
import { Policy } from '../features/policies/components/policy-page';
import './page.css';

/** /copyright-policy, /hyperlinking-policy, /privacy-policy, /terms-and-conditions, /content-moderation-policy, /accessibility-statement and /help. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  return <Policy kind={kind} />;
}
