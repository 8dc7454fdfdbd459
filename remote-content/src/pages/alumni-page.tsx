import { useCatalog } from '@school/shared';
import { AdminSlot } from '../ui/admin-slot';
import { getAlumni } from '../features/alumni/api/get-alumni';
import { AlumniCarousel } from '../features/alumni/components/alumni-carousel';
import { alumniCatalog } from '../features/alumni/alumni-strings';
import { PublicListShown, usePublicList } from '../ui/public-list';
import '../features/alumni/components/alumni.css';
import './page.css';

/** The alumni showcase, /alumni, and with a school session /Manage-Alumni (docs/product.md#public-lists). */
export function AlumniPage() {
  const { t } = useCatalog(alumniCatalog);
  // The spec gives this list no failure text: a failure is only logged, and the page says 'No data found'.
  const { list: alumni, reload } = usePublicList(getAlumni, 'alumni', null);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">{t('alumni.title')}</h1>
        <AdminSlot name="alumni.toolbar" reload={reload} />
      </div>
      <p className="alumni-intro">{t('alumni.intro')}</p>
      <PublicListShown list={alumni} kind="alumnus" loading={t('alumni.loading')}>
        {(shown) => <AlumniCarousel alumni={shown} reload={reload} />}
      </PublicListShown>
    </>
  );
}
