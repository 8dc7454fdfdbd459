import { useMemo } from 'react';
import { useCatalog } from '@school/shared';
import type { HealthCheck } from '../contracts/health';
import { healthCheckCatalog, type HealthCheckStringId } from './health-check-strings';

export { HEALTH_CHECK_STRINGS, healthCheckCatalog } from './health-check-strings';

/** Each health check's name on screen and its one-sentence explanation, in the language shown. */
export function useHealthCheckWords() {
  const { t } = useCatalog(healthCheckCatalog);
  return useMemo(
    () => ({
      title: (check: HealthCheck) => t(`check.${check}` as HealthCheckStringId),
      why: (check: HealthCheck) => t(`check.${check}.why` as HealthCheckStringId),
    }),
    [t],
  );
}
