import { useCatalog } from '@school/shared';
import { useId } from 'react';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { Paragraphs } from '../../../ui/school-text';
import { sportsGallerySizes } from '../../../ui/picture-sizes';
import { PageBanner } from '../../../ui/page-banner';
import { SchoolPicture } from '../../../ui/school-picture';
import './sports.css';

/** The banner, the school's words on its games, and its sports gallery. */
export function Sports() {
  const { t } = useCatalog(contentCatalog);
  const galleryTitleId = useId();
  return (
    <SchoolPage
      kind="sports"
      title={t('sports.title')}
      className="sports"
      banner={(sports) => <PageBanner picture={sports.banner} />}
    >
      {(sports) => {
        const gallery = sports.gallery.filter((picture) => picture.path);
        return (
          <>
            <Paragraphs className="sports-text" value={sports.description} />
            {gallery.length > 0 && (
              <section aria-labelledby={galleryTitleId}>
                <h2 id={galleryTitleId} className="sports-gallery-title">
                  {t('sports.gallery')}
                </h2>
                <ul className="sports-gallery">
                  {gallery.map((picture, index) => (
                    <li key={index}>
                      <SchoolPicture picture={picture} sizes={sportsGallerySizes(picture)} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </SchoolPage>
  );
}
