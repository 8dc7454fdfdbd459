import { useSite } from '@school/shared';
import './demo-notice.css';

/** While the API holds demo content (DEMO_CONTENT=1), every page says so, first. */
export function DemoNotice() {
  const site = useSite();
  if (site.status !== 'found' || !site.site.demoContent) return null;
  return (
    <aside className="demo-notice" aria-label="Demo content">
      <strong>Demo content.</strong> The people, numbers, events and documents on this site are made up, for trying it out.
    </aside>
  );
}
