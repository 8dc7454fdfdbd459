import { lazy, Suspense, useState } from 'react';
import { Link } from '@school/shared';
import type { ViewedMedia } from '@school/shared/ui/media-viewer';
import { IMAGES } from '../../../../public-images/images';
import { HomeSection } from '../../../ui/home-section';
import { Picture } from '../../../ui/picture';
import type { SiteImage } from '../../../../public-images/site-image';
import { GALLERY } from '../gallery-content';
import './photo-gallery.css';

// The site's one full-screen viewer (the event gallery's too), fetched only when wanted.
const loadViewer = () => import('@school/shared/ui/media-viewer');
const MediaViewer = lazy(() => loadViewer().then((module) => ({ default: module.MediaViewer })));

const preview = GALLERY.images.slice(0, GALLERY.previewCount).map((key) => IMAGES[key]);

/** The largest rendition, for the full-screen view. */
function fullSize(image: SiteImage): ViewedMedia {
  const widest = Math.max(...Object.keys(image.webp).map(Number));
  return { kind: 'image', src: image.webp[widest] ?? '', label: image.alt };
}

/** The first eight pictures; one opens full screen when clicked. Its section is the #gallery anchor. */
export function PhotoGallery() {
  const [viewed, setViewed] = useState<ViewedMedia | null>(null);
  const [viewerWanted, setViewerWanted] = useState(false);

  return (
    <HomeSection id="gallery" className="home-gallery" title={GALLERY.title} intro={GALLERY.intro}>
      {/* The viewer's code is fetched as soon as a picture is pointed at or focused. */}
      <ul className="home-gallery-grid" onPointerOver={() => void loadViewer()} onFocus={() => void loadViewer()}>
        {preview.map((image) => (
          <li key={image.alt}>
            <button
              type="button"
              className="home-gallery-item"
              aria-haspopup="dialog"
              onClick={() => {
                setViewerWanted(true);
                setViewed(fullSize(image));
              }}
            >
              <Picture image={image} sizes="(min-width: 1200px) 280px, (min-width: 768px) 24vw, 48vw" />
            </button>
          </li>
        ))}
      </ul>
      <p className="home-gallery-more">
        <Link className="ui-button ui-button-primary" to={GALLERY.viewMore.to}>
          {GALLERY.viewMore.label}
        </Link>
      </p>
      {viewerWanted && (
        <Suspense fallback={null}>
          <MediaViewer media={viewed} onClose={() => setViewed(null)} />
        </Suspense>
      )}
    </HomeSection>
  );
}
