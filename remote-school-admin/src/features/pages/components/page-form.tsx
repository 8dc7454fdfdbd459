import type * as z from 'zod';
import { errorMessage, notifier } from '@school/shared';
import { useSchemaForm } from '@school/shared/schema-form';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { isBlank } from '@school/shared/contracts/page-values';
import { pageHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { savePage } from '../api/save-page';
import { ContentFields } from '../../../ui/content-fields';
import { ContentForm } from '../../../ui/content-form';
import { HindiGapsSummary } from '../../../ui/hindi-gaps';
import { DefaultWordsWarning } from './default-words-warning';
import './page-editor.css';

const toasts = notifier('admin');

interface PageFormProps {
  kind: PageKind;
  content: Record<string, unknown>;
  /**
   * The page's default text, for a page that has one (the GIGW pages): it can be put back in the
   * fields, and saved unchanged it is stored as nothing, so the page keeps following the default.
   */
  defaultContent?: Record<string, unknown>;
  /** After a save, with the content as stored. */
  onSaved(content: Record<string, unknown>): void;
}

/** The same words: both as their schema reads them. */
const sameContent = (schema: z.ZodType<Record<string, unknown>>, one: unknown, other: unknown) => JSON.stringify(schema.parse(one)) === JSON.stringify(schema.parse(other));

/**
 * The one editor of every page's content, drawn from the page's schema (contracts/pages.ts):
 * the same schema checks it here and in the API. A failed save keeps every value; a save waits
 * for the pictures and documents still uploading (ContentForm).
 */
export function PageForm({ kind, content, defaultContent, onSaved }: PageFormProps) {
  const schema = PAGES[kind].schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  const form = useSchemaForm(schema, { defaultValues: content });
  const { isDirty } = form.formState;

  const save = async (values: Record<string, unknown>) => {
    try {
      // The default saved unchanged is no text of the school's: an improved default then reaches it.
      const onDefault = defaultContent !== undefined && sameContent(schema, values, defaultContent);
      const stored = await savePage(kind, onDefault ? {} : values);
      toasts.success(`${PAGES[kind].title} saved`);
      // Emptied, the page shows its default again: so do the fields.
      form.reset(defaultContent && isBlank(stored.content) ? defaultContent : stored.content);
      onSaved(stored.content);
    } catch (error) {
      console.error(error);
      toasts.error(errorMessage(error, 'Failed to save the page. Please try again.'));
    }
  };

  return (
    <ContentForm form={form} className="page-form" submitLabel="Save page" onSave={save} note={isDirty && <span className="page-form-unsaved">Unsaved changes</span>}>
      <HindiGapsSummary gapsOf={(values) => pageHindiGaps(kind, values)} />
      {defaultContent && <DefaultWordsWarning kind={kind} defaults={defaultContent} />}
      {defaultContent && (
        <p className="page-form-default">
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              for (const [field, value] of Object.entries(defaultContent)) form.setValue(field, value, { shouldDirty: true });
            }}
          >
            Use the default text
          </button>
        </p>
      )}
      <ContentFields fields={(PAGES[kind].schema as unknown as { shape: Record<string, unknown> }).shape} />
    </ContentForm>
  );
}
