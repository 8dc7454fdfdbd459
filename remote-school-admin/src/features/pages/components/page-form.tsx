import { useState } from 'react';
import type * as z from 'zod';
import { errorMessage, notifier } from '@school/shared';
import { useSchemaForm } from '@school/shared/schema-form';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { isBlank } from '@school/shared/contracts/page-values';
import { pageHindiGaps } from '@school/shared/contracts/hindi-gaps';
import type { EditedPage } from '@school/shared/contracts/page-versions';
import type { DraftSummary } from '@school/shared/contracts/drafts';
import { savePage } from '../api/save-page';
import { saveDraft } from '../../../ui/drafts/save-draft';
import { ContentFields } from '../../../ui/content-fields';
import { ContentForm } from '../../../ui/content-form';
import { HindiGapsSummary } from '../../../ui/hindi-gaps';
import { conflictOf } from '../page-conflict';
import { ConflictView } from './conflict-view';
import { DefaultWordsWarning } from './default-words-warning';
import './page-editor.css';

const toasts = notifier('admin');

interface PageFormProps {
  kind: PageKind;
  content: Record<string, unknown>;
  /** The version the content is (0: never saved): a save names it, and is refused if another was published since. */
  version: number;
  /**
   * The page's default text, for a page that has one (the GIGW pages): it can be put back in the
   * fields, and saved unchanged it is stored as nothing, so the page keeps following the default.
   */
  defaultContent?: Record<string, unknown>;
  /** After a save, or after taking the version someone else published: the page as stored. */
  onSaved(page: EditedPage): void;
  /**
   * An editor's form (decision 013): a save writes their draft of the page, which visitors do not
   * see until a publisher publishes it; `onDraftSaved` hears the draft as stored.
   */
  onDraftSaved?(draft: DraftSummary): void;
  /** The field to put the focus in once drawn: the address's ?field= (a site health finding's fix). */
  focusField?: string | null;
}

/** The same words: both as their schema reads them. */
const sameContent = (schema: z.ZodType<Record<string, unknown>>, one: unknown, other: unknown) => JSON.stringify(schema.parse(one)) === JSON.stringify(schema.parse(other));

/**
 * The one editor of every page's content, drawn from the page's schema (contracts/pages.ts):
 * the same schema checks it here and in the API. A failed save keeps every value; a save waits
 * for the pictures and documents still uploading (ContentForm). A save names the version it was
 * based on; refused because someone else published meanwhile, it shows their version beside the
 * fields' (ConflictView), to save over it or take it. An editor's save is a draft instead.
 */
export function PageForm({ kind, content, version, defaultContent, onSaved, onDraftSaved, focusField }: PageFormProps) {
  const schema = PAGES[kind].schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  const form = useSchemaForm(schema, { defaultValues: content });
  const { isDirty } = form.formState;
  // The version the fields are based on, and the one published meanwhile when a save was refused.
  const [base, setBase] = useState(version);
  const [theirs, setTheirs] = useState<EditedPage | null>(null);
  // Emptied, the page shows its default again: so do the fields.
  const shown = (stored: Record<string, unknown>) => (defaultContent && isBlank(stored) ? defaultContent : stored);

  const publish = async (values: Record<string, unknown>, baseVersion: number) => {
    try {
      // The default saved unchanged is no text of the school's: an improved default then reaches it.
      const onDefault = defaultContent !== undefined && sameContent(schema, values, defaultContent);
      const stored = await savePage(kind, onDefault ? {} : values, baseVersion);
      setBase(stored.version);
      setTheirs(null);
      toasts.success(`${PAGES[kind].title} saved`);
      form.reset(shown(stored.content));
      onSaved(stored);
    } catch (error) {
      const current = conflictOf(error);
      // The fields keep what was typed: the conflict view shows it beside the published version.
      if (current) return setTheirs(current);
      console.error(error);
      toasts.error(errorMessage(error, 'Failed to save the page. Please try again.'));
    }
  };
  const saveDraftOf = async (values: Record<string, unknown>) => {
    try {
      const onDefault = defaultContent !== undefined && sameContent(schema, values, defaultContent);
      const draft = await saveDraft({ type: 'page', page: { kind, content: onDefault ? {} : values, baseVersion: base } });
      toasts.success('Draft saved');
      form.reset(values);
      onDraftSaved?.(draft);
    } catch (error) {
      console.error(error);
      toasts.error(errorMessage(error, 'Failed to save the draft. Please try again.'));
    }
  };
  const save = (values: Record<string, unknown>) => (onDraftSaved ? saveDraftOf(values) : publish(values, base));
  const keepMine = (over: EditedPage) => void form.handleSubmit((values) => publish(values, over.version))();
  const takeTheirs = (published: EditedPage) => {
    form.reset(shown(published.content));
    setBase(published.version);
    setTheirs(null);
    toasts.success('Their version is in the fields now.');
    onSaved(published);
  };

  return (
    <ContentForm form={form} focusField={focusField} className="page-form" submitLabel={onDraftSaved ? 'Save draft' : 'Save page'} onSave={save} note={isDirty && <span className="page-form-unsaved">Unsaved changes</span>}>
      {theirs && <ConflictView theirs={theirs} onKeepMine={() => keepMine(theirs)} onTakeTheirs={() => takeTheirs(theirs)} />}
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
