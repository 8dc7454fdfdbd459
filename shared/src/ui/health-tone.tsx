import type { HealthSeverity } from '../contracts/health';
import './health-tone.css';

/**
 * The class that colours a site-health severity the same on every screen: white on the ocean's
 * danger red (6.5:1), its deepest blue on sand (8:1), ink on foam (13.7:1).
 */
export const healthTone = (severity: HealthSeverity): string => `health-tone-${severity}`;
