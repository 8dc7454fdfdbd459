import { useSite } from '@school/shared';
import './demo-notice.css';

/** While the API holds demo content (DEMO_CONTENT=1), every page says so (first in reading order). */
export function DemoNotice() {
  const site = useSite();
  if (site.status !== 'found' || !site.site.demoContent) return null;
  return (
    <aside className="demo-notice" aria-label="Demo content">
      <strong>Demo content:</strong> the people, numbers and events on this site are made up.
    </aside>
  );
}
