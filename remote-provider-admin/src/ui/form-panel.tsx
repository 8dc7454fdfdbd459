import { useEffect, useId, useRef } from 'react';
import type { RecordFrameProps } from '@school/shared/ui/record-dialog';
import './admin-screen.css';

/**
 * Where the provider screens' add/edit form shows (RecordDialog's `frame`): inline above the
 * table, as docs/product.md#provider-area has it, not in a dialog. It opens with focus on its
 * title, so keyboard and screen-reader users land in it; when it closes, focus goes back to the
 * button that opened it, if that button is still on the page.
 */
export function FormPanel({ open, title, children }: RecordFrameProps) {
  return open ? <OpenPanel title={title}>{children}</OpenPanel> : null;
}

function OpenPanel({ title, children }: Pick<RecordFrameProps, 'title' | 'children'>) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <section className="admin-form-panel" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}
