import { draftPreview, Link, useCatalog, useDraftPreview } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './draft-preview-banner.css';

/**
 * While a draft is previewed in this tab (draft-preview.ts), every page says so first, with the
 * way back to the draft, which ends the preview. Only the tab that started it shows it.
 */
export function DraftPreviewBanner() {
  const preview = useDraftPreview();
  const { t } = useCatalog(hostCatalog);
  if (!preview) return null;
  return (
    <section className="draft-preview-banner" aria-label={t('preview.label')}>
      <strong>{t('preview.title')}</strong> {t('preview.text')}{' '}
      <Link to={`/Manage-Drafts/${preview.draftId}`} onClick={() => draftPreview.end()}>
        {t('preview.back')}
      </Link>
    </section>
  );
}
