import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { EditedPage } from '@school/shared/contracts/page-versions';
import { publishedByWhen } from '../page-conflict';
import { VersionComparison } from './version-comparison';

interface ConflictViewProps {
  /** The page as it is published now. */
  theirs: EditedPage;
  /** Saves what is in the fields over it, naming its version. */
  onKeepMine(): void;
  /** Puts their version in the fields, dropping what was typed. */
  onTakeTheirs(): void;
}

/**
 * What the editor shows when a save was refused because someone else published the page after
 * it was opened: their version beside what is in the fields (read live, so a change typed now
 * shows at once), field by field, and the two ways on. Nothing typed is lost until "Take
 * theirs" is chosen; the fields stay below. It is drawn inside the page's form.
 */
export function ConflictView({ theirs, onKeepMine, onTakeTheirs }: ConflictViewProps) {
  const mine = useWatch() as Record<string, unknown>;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [theirs.version]);
  return (
    <section className="page-conflict" aria-labelledby="page-conflict-title">
      <h2 id="page-conflict-title" ref={heading} tabIndex={-1}>
        Someone else published this page
      </h2>
      <p>
        Version {theirs.version} ({publishedByWhen(theirs.publishedBy, theirs.updatedAt)}) was published after you opened the page, so your text was not saved.
        It is still in the fields below. Compare the two, then choose.
      </p>
      <VersionComparison
        kind={theirs.kind}
        one={{ name: `Published (version ${theirs.version})`, content: theirs.content }}
        other={{ name: 'Yours (not saved)', content: mine }}
        sameText="Your text is the same as the published version."
      />
      <div className="page-conflict-actions">
        <button type="button" className="ui-button ui-button-primary" onClick={onKeepMine}>
          Keep mine and save over theirs
        </button>
        <button type="button" className="ui-button" onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </section>
  );
}
