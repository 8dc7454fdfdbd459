import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { errorMessage, notifier } from '@school/shared';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { savePage } from '../api/page-calls';
import { ContentFields } from '../../../ui/content-fields';
import { ContentForm } from '../../../ui/content-form';
import './page-editor.css';

const toasts = notifier('admin');

interface PageFormProps {
  kind: PageKind;
  content: Record<string, unknown>;
  /** After a save, with the content as stored. */
  onSaved(content: Record<string, unknown>): void;
}

/**
 * The one editor of every page's content, drawn from the page's schema (contracts/pages.ts):
 * the same schema checks it here and in the API. A failed save keeps every value; a save waits
 * for the pictures and documents still uploading (ContentForm).
 */
export function PageForm({ kind, content, onSaved }: PageFormProps) {
  const schema = PAGES[kind].schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  const form = useForm<Record<string, unknown>>({ resolver: zodResolver(schema), defaultValues: content });
  const { isDirty } = form.formState;

  const save = async (values: Record<string, unknown>) => {
    try {
      const stored = await savePage(kind, values);
      toasts.success(`${PAGES[kind].title} saved`);
      form.reset(stored.content);
      onSaved(stored.content);
    } catch (error) {
      console.error(error);
      toasts.error(errorMessage(error, 'Failed to save the page. Please try again.'));
    }
  };

  return (
    <ContentForm form={form} className="page-form" submitLabel="Save page" onSave={save} note={isDirty && <span className="page-form-unsaved">Unsaved changes</span>}>
      <ContentFields fields={(PAGES[kind].schema as unknown as { shape: Record<string, unknown> }).shape} />
    </ContentForm>
  );
}
