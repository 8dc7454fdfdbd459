import { useCatalog } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './remote-area.css';

/**
 * Above a prerendered page whose content remote does not answer (decision 014): the page reads
 * as published, and this says that what needs the remote's code does not work for now.
 */
export function RemoteOffline() {
  const { t } = useCatalog(hostCatalog);
  return (
    <p className="remote-offline" role="status">
      {t('remote.offline')}
    </p>
  );
}
