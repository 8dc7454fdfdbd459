import { useEffect, useRef, useState } from 'react';
import { useCatalog } from '@school/shared';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { contentCatalog } from '../../../i18n/content-strings';
import { say } from '../../../ui/school-text';
import { ViewerLink } from '@school/shared/ui/viewer-link';

/** YouTube's privacy-enhanced player of a video, which starts playing. */
const player = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

/**
 * A poster that swaps in YouTube's privacy-enhanced player when played: no request leaves for a
 * third party until the visitor asks for the video. It is a link to the player, which the
 * browser opens where scripts are off.
 */
export function VideoPanel({ id, title }: { id: string; title: Bilingual }) {
  const { t } = useCatalog(contentCatalog);
  const named = say(title);
  // The frame's and the button's name: the school's title, or what it is.
  const label = named.text || t('video.name');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The Play button is gone; the player takes the keyboard focus it had.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="home-video">
      <h3>{t('video.title')}</h3>
      <div className="home-video-frame">
        {playing ? (
          <iframe
            ref={frame}
            src={player(id)}
            title={label}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <ViewerLink href={player(id)} className="home-video-poster" onOpen={() => setPlaying(true)}>
            <span className="home-video-play" aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path d="M8 5l11 7-11 7z" />
              </svg>
            </span>
            <span className="home-video-label">{t('video.play')}</span>
            <span className="home-video-title" lang={named.lang}>
              {label}
            </span>
          </ViewerLink>
        )}
      </div>
      <p className="home-video-note">{t('video.note')}</p>
    </div>
  );
}
