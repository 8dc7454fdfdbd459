import { lazy, Suspense, useState } from 'react';
import { Link, useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import type { ViewedMedia } from '@school/shared/ui/media-viewer';
import { mediaUrl } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import type { Picture } from '@school/shared/contracts/page-fields';
import { HomeSection } from '../../../ui/home-section';
import { homeGallerySizes } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import { ViewerLink } from '@school/shared/ui/viewer-link';
import { say } from '../../../ui/school-text';
import './photo-gallery.css';

// The site's one full-screen viewer (the event gallery's too), fetched only when wanted.
const loadViewer = () => import('@school/shared/ui/media-viewer');
const MediaViewer = lazy(() => loadViewer().then((module) => ({ default: module.MediaViewer })));

/** The home page shows the first eight of the school's pictures (spec: 8 of 9). */
const PREVIEW_COUNT = 8;

const fullSize = (picture: Picture): ViewedMedia => ({ kind: 'image', src: mediaUrl(picture.path), label: say(picture.alt).text });

/**
 * The school's first eight pictures; one opens full screen when clicked (without scripts, in the
 * browser). Its section is the #gallery anchor.
 */
export function PhotoGallery({ content }: { content: PageContent<'gallery'> }) {
  const { t } = useCatalog(contentCatalog);
  const preview = content.pictures.filter((picture) => picture.path).slice(0, PREVIEW_COUNT);
  const [viewed, setViewed] = useState<ViewedMedia | null>(null);
  const [viewerWanted, setViewerWanted] = useState(false);

  return (
    <HomeSection id="gallery" className="home-gallery" title={t('gallery.title')}>
      {/* The viewer's code is fetched as soon as a picture is pointed at or focused. */}
      <ul className="home-gallery-grid" onPointerOver={() => void loadViewer()} onFocus={() => void loadViewer()}>
        {preview.map((picture, index) => (
          <li key={index}>
            <ViewerLink
              href={mediaUrl(picture.path)}
              className="home-gallery-item"
              dialog
              // Named by its picture's description; one the school has not described still needs a name.
              label={say(picture.alt).text ? undefined : t('gallery.picture', { number: index + 1 })}
              onOpen={() => {
                setViewerWanted(true);
                setViewed(fullSize(picture));
              }}
            >
              <SchoolPicture picture={picture} sizes={homeGallerySizes(picture)} />
            </ViewerLink>
          </li>
        ))}
      </ul>
      <p className="home-gallery-more">
        <Link className="ui-button ui-button-primary" to="/photos">
          {t('gallery.more')}
        </Link>
      </p>
      {viewerWanted && (
        <Suspense fallback={null}>
          <MediaViewer media={viewed} onClose={() => setViewed(null)} close={t('viewer.close')} />
        </Suspense>
      )}
    </HomeSection>
  );
}
