import { useEffect, useRef, useState } from 'react';
import { useCatalog } from '@school/shared';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { contentCatalog } from '../../../i18n/content-strings';
import { say } from '../../../ui/school-text';

/**
 * A poster with a Play button that swaps in YouTube's privacy-enhanced player: no request
 * leaves for a third party until the visitor asks for the video.
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
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
            title={label}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button type="button" className="home-video-poster" onClick={() => setPlaying(true)}>
            <span className="home-video-play" aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path d="M8 5l11 7-11 7z" />
              </svg>
            </span>
            <span className="home-video-label">{t('video.play')}</span>
            <span className="home-video-title" lang={named.lang}>
              {label}
            </span>
          </button>
        )}
      </div>
      <p className="home-video-note">{t('video.note')}</p>
    </div>
  );
}
