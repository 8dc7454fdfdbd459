import { useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { AdminSlot } from '../ui/admin-slot';
import { loadAlumni } from '../features/alumni/api/alumni-api';
import { AlumniCarousel } from '../features/alumni/components/alumni-carousel';
import { contentCatalog } from '../i18n/content-strings';
import { ListLastUpdated } from '../ui/list-last-updated';
import '../features/alumni/components/alumni.css';
import './page.css';

/** The alumni showcase, /alumni, and with a school session /Manage-Alumni (docs/product.md#public-lists). */
export function AlumniPage() {
  const { t } = useCatalog(contentCatalog);
  const { loading, data: alumni, reload } = useLoad(loadAlumni);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">{t('alumni.title')}</h1>
        <AdminSlot name="alumni.toolbar" reload={reload} />
      </div>
      <p className="alumni-intro">{t('alumni.intro')}</p>
      {loading || !alumni ? (
        <p className="page-message" role="status">
          {t('alumni.loading')}
        </p>
      ) : (
        <AlumniCarousel alumni={alumni} reload={reload} />
      )}
      {alumni && <ListLastUpdated kind="alumnus" list={alumni} />}
    </>
  );
}
