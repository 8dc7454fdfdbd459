import { useCatalog } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './remote-area.css';

/**
 * Above a prerendered page kept as published (decision 014) because its content remote does not
 * answer, or because the provider switched it off (decision 015): the page reads as published,
 * and this says that what needs the remote's code does not work for now.
 */
export function RemoteOffline({ switchedOff = false }: { switchedOff?: boolean }) {
  const { t } = useCatalog(hostCatalog);
  return (
    <p className="remote-offline" role="status">
      {t(switchedOff ? 'remote.offPage' : 'remote.offline')}
    </p>
  );
}
