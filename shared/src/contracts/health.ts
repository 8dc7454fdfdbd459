import * as z from 'zod';
import { RecordId } from './record-calls';

/**
 * Site health (issue 50): what the platform finds wrong with a school's published site, from the
 * school's own data (not by crawling it), at every publish and every night. Each finding names
 * its check, how much it matters, where it is (as the editor labels it) and the admin screen
 * that fixes it. docs/product.md#site-health lists every check with its GIGW item or CBSE clause.
 */

export const HEALTH_SEVERITIES = ['high', 'medium', 'low'] as const;
export type HealthSeverity = (typeof HEALTH_SEVERITIES)[number];

/** Each check, with its severity: the screens name and explain each in their catalogs. */
export const HEALTH_CHECKS = {
  /** A link to a page of the site that does not exist or is not written (GIGW: links checked). */
  internalLink: 'high',
  /** A link to another site that failed on two nights in a row (GIGW: links checked). */
  externalLink: 'high',
  /** An item of CBSE's Appendix IX not published. */
  disclosureMissing: 'high',
  /** A certificate of the disclosure past its validity (CBSE: valid certificates). */
  certificateExpired: 'high',
  /** A certificate whose validity ends within 30 days. */
  certificateExpiring: 'medium',
  /** A certificate that must be valid, published without its last day of validity. */
  certificateUndated: 'medium',
  /** A notice still on the current list long after its date, with no end (GIGW: archival). */
  noticeNotArchived: 'medium',
  /** A page not saved for a year (GIGW: content reviewed). */
  pageNotReviewed: 'low',
  /** A picture without a description in a language (GIGW: text alternatives). */
  pictureNoDescription: 'medium',
  /** A PDF with no text, a scan (GIGW: accessible documents). */
  pdfNoText: 'medium',
  /** A link whose words say nothing of where it leads ("click here"). */
  vagueLinkText: 'low',
  /** A text changed in one language and not in the other since (GIGW: language versions kept together). */
  languageBehind: 'medium',
  /** The site's certificate ends within 14 days or has ended, as the entry point serves it. */
  siteCertificate: 'high',
  /** One of the school's addresses does not answer. */
  siteAddress: 'high',
} as const satisfies Record<string, HealthSeverity>;
export type HealthCheck = keyof typeof HEALTH_CHECKS;
export const HEALTH_CHECK_NAMES = Object.keys(HEALTH_CHECKS) as HealthCheck[];

/** How many points a check with findings still open takes from 100. */
export const SEVERITY_WEIGHT: Record<HealthSeverity, number> = { high: 15, medium: 6, low: 2 };

/**
 * The school's score: 100 less the weight of each check that has a finding open, never below
 * 0. By check, not by finding, so that the score says how many kinds of thing are wrong (one
 * empty disclosure is not worth more than every other problem together); the counts say how many.
 */
export function healthScore(open: readonly { check: HealthCheck }[]): number {
  const checks = new Set(open.map((finding) => finding.check));
  return Math.max(0, 100 - [...checks].reduce((sum, check) => sum + SEVERITY_WEIGHT[HEALTH_CHECKS[check]], 0));
}

/** Days before a certificate's last day that it is reported as ending. */
export const CERTIFICATE_WARNING_DAYS = 30;
/** Days after its date that a notice with no end should have left the current list. */
export const NOTICE_ARCHIVE_DAYS = 90;
/** Days after its last save that a page is due for a review. */
export const REVIEW_DAYS = 365;
/** Nights in a row an outside link must fail before it is reported. */
export const BROKEN_LINK_NIGHTS = 2;

export const FindingStatusSchema = z.enum(['open', 'accepted']);
export type FindingStatus = z.infer<typeof FindingStatusSchema>;

export const HealthFindingSchema = z.object({
  id: z.number().int(),
  check: z.enum(HEALTH_CHECK_NAMES as [HealthCheck, ...HealthCheck[]]),
  severity: z.enum(HEALTH_SEVERITIES),
  /** Where it is, as the editor labels it: "Useful links › Link 2 › Address (URL)". */
  where: z.string(),
  /** The thing itself: the address, the date, the file's name, the words. */
  detail: z.string(),
  /** The admin screen (and field) that fixes it: /Manage-Pages/links?field=links.1.url. */
  fix: z.string(),
  status: FindingStatusSchema,
  /** Why the school accepted it (status 'accepted'); null while open. */
  reason: z.string().nullable(),
  openedAt: z.string(),
});
export type HealthFinding = z.infer<typeof HealthFindingSchema>;

/** GET /api/School/Health: the school's findings, open and accepted, and when it was last checked. */
export const SchoolHealthSchema = z.object({
  /** Null until the first check has run. */
  checkedAt: z.string().nullable(),
  /** A check has been asked for (a publish, "Check now") and not run yet. */
  pending: z.boolean(),
  score: z.number().int().nullable(),
  findings: z.array(HealthFindingSchema),
});
export type SchoolHealth = z.infer<typeof SchoolHealthSchema>;

export const HEALTH_REASON_MAX = 500;
export const HEALTH_MESSAGES = {
  reasonRequired: 'Say why the school accepts this finding',
  reasonTooLong: `A reason cannot exceed ${HEALTH_REASON_MAX} characters`,
  notFound: 'This finding is no longer open',
} as const;

/** POST /api/School/Health/Accept: the school accepts an open finding, with its reason; it stays closed until its cause changes. */
export const AcceptFindingSchema = z.strictObject({
  id: RecordId,
  reason: z.string().trim().min(1, HEALTH_MESSAGES.reasonRequired).max(HEALTH_REASON_MAX, HEALTH_MESSAGES.reasonTooLong),
});
export type AcceptFinding = z.infer<typeof AcceptFindingSchema>;

/** One school in the provider's overview (GET /api/Provider/Health/GetAll). */
export const ProviderHealthRowSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolCode: z.string(),
  checkedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  /** Open findings by severity. */
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  /** The open findings that matter most, at most three: their checks. */
  worst: z.array(z.enum(HEALTH_CHECK_NAMES as [HealthCheck, ...HealthCheck[]])),
});
export type ProviderHealthRow = z.infer<typeof ProviderHealthRowSchema>;
export const ProviderHealthSchema = z.object({ schools: z.array(ProviderHealthRowSchema) });
export type ProviderHealth = z.infer<typeof ProviderHealthSchema>;

export { HEALTH_CALLS, HEALTH_PATH } from './health-paths';
