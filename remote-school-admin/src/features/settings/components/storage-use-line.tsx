import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { storageUseText } from '@school/shared/contracts/storage';
import { getStorageUse } from '../api/get-storage-use';

/**
 * What the school's pictures, videos and documents take of its storage ("1.9 GB of 2 GB used"):
 * an upload past the quota is refused, so the admin sees it coming here.
 */
export function StorageUseLine() {
  const { data, loading, error, reload } = useLoad(getStorageUse);
  if (error && !data) return <LoadFailed what="The school’s storage use" onRetry={reload} />;
  return (
    <p className="settings-storage" aria-busy={loading}>
      Storage for pictures, videos and documents: {data ? storageUseText(data) : 'loading…'}
    </p>
  );
}
