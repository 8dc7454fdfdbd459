/** What a screen says when its data could not be loaded: which data, and a Retry that loads it again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert">
      {what} cannot be loaded now.{' '}
      <button type="button" className="ui-button" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}
