/**
 * The words of LoadFailed. The shared UI carries English only: an app whose screens show in
 * Hindi passes its own catalog's words (docs/decisions/006-languages.md, "the shared components").
 */
type LoadFailedWords =
  /** Which data, in English: "The pages" makes "The pages cannot be loaded now." */
  | { what: string; message?: never }
  /** The whole sentence, in the language shown ("This page cannot be loaded now."). */
  | { message: string; what?: never };

type LoadFailedProps = LoadFailedWords & {
  onRetry: () => void;
  /** The button's text, in the language shown; "Retry" by default. */
  retry?: string;
};

/** What a screen says when its data could not be loaded: which data, and a Retry that loads it again. */
export function LoadFailed({ what, message, onRetry, retry = 'Retry' }: LoadFailedProps) {
  return (
    <p className="ui-load-failed" role="alert">
      {message ?? `${what} cannot be loaded now.`}{' '}
      <button type="button" className="ui-button" onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}
