import { useId } from 'react';

/** How much of the event's files has been sent, shown while saving: large videos take a while. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const id = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className="event-admin-progress">
      <label htmlFor={id}>Upload progress</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
