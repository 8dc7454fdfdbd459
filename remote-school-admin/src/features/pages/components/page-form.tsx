import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { errorMessage, notifier } from '@school/shared';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { savePage } from '../api/page-calls';
import { ContentFields } from '../../../ui/content-fields';
import '../../../ui/admin-form.css';
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
 * the same schema checks it here and in the API. A failed save keeps every value.
 */
export function PageForm({ kind, content, onSaved }: PageFormProps) {
  const schema = PAGES[kind].schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  const form = useForm<Record<string, unknown>>({ resolver: zodResolver(schema), defaultValues: content });
  const { isSubmitting, isDirty } = form.formState;

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
    <FormProvider {...form}>
      <form className="page-form" noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <fieldset className="admin-form-fieldset" disabled={isSubmitting}>
          <ContentFields fields={(PAGES[kind].schema as unknown as { shape: Record<string, unknown> }).shape} />
          <div className="admin-form-actions">
            {isDirty && <span className="page-form-unsaved">Unsaved changes</span>}
            <button type="submit" className="ui-button ui-button-primary" aria-busy={isSubmitting || undefined}>
              {isSubmitting ? 'Saving...' : 'Save page'}
            </button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
