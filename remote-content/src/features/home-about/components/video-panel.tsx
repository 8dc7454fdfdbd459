import { useEffect, useRef, useState } from 'react';
import { ABOUT_CONTENT } from '../about-content';

const { video } = ABOUT_CONTENT;

/**
 * A poster with a Play button that swaps in YouTube's privacy-enhanced player: no request
 * leaves for a third party until the visitor asks for the video.
 */
export function VideoPanel() {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The Play button is gone; the player takes the keyboard focus it had.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="home-video">
      <h3>{video.heading}</h3>
      <div className="home-video-frame">
        {playing ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
            title={video.title}
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
            <span className="home-video-label">{video.play}</span>
            <span className="home-video-title">{video.title}</span>
          </button>
        )}
      </div>
      <p className="home-video-note">{video.note}</p>
    </div>
  );
}
