import { useCatalog, type Catalog, type Messages } from '@school/shared';
import { SCRIPT_ONLY } from '@school/shared/ui/no-script';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** The rotation button's name while it turns, and while it is stopped. */
  pause: string;
  play: string;
}

/** A carousel's name and its buttons' names, as ids of its feature's catalog (each carousel's settings hold them). */
export interface CarouselWordIds<Id extends string = string> {
  label: Id;
  labels: Record<keyof CarouselLabels, Id>;
}

/** The carousel's name and its buttons' names from their ids in `catalog`, in the language shown: spread them into Carousel. */
export function useCarouselWords<M extends Messages>(catalog: Catalog<M>, { label, labels }: CarouselWordIds<keyof M & string>): { label: string; labels: CarouselLabels } {
  const { t } = useCatalog(catalog);
  return { label: t(label), labels: { previous: t(labels.previous), next: t(labels.next), pause: t(labels.pause), play: t(labels.play) } };
}

const ICONS = {
  previous: <path d="M15 5l-7 7 7 7" />,
  next: <path d="M9 5l7 7-7 7" />,
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path className="ui-carousel-filled" d="M8 5l11 7-11 7z" />,
};

const Icon = ({ of }: { of: keyof typeof ICONS }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {ICONS[of]}
  </svg>
);

interface ControlsProps {
  playing: boolean;
  labels: CarouselLabels;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** The rotation button first in the Tab order, then previous and next. */
export function CarouselControls({ playing, labels, onToggle, onPrevious, onNext }: ControlsProps) {
  return (
    <div className={`ui-carousel-controls ${SCRIPT_ONLY}`}>
      <button type="button" className="ui-carousel-rotation" onClick={onToggle} aria-label={playing ? labels.pause : labels.play}>
        <Icon of={playing ? 'pause' : 'play'} />
      </button>
      <button type="button" className="ui-carousel-previous" onClick={onPrevious} aria-label={labels.previous}>
        <Icon of="previous" />
      </button>
      <button type="button" className="ui-carousel-next" onClick={onNext} aria-label={labels.next}>
        <Icon of="next" />
      </button>
    </div>
  );
}

/** A dot per slide that jumps to it; the current one is marked. */
export function CarouselPicker({ count, current, label, onPick }: { count: number; current: number; label: (position: number) => string; onPick: (position: number) => void }) {
  return (
    <div className="ui-carousel-picker">
      {Array.from({ length: count }, (_, position) => (
        <button
          key={position}
          type="button"
          className="ui-carousel-dot"
          aria-label={label(position + 1)}
          aria-current={position === current ? 'true' : undefined}
          onClick={() => onPick(position)}
        />
      ))}
    </div>
  );
}
