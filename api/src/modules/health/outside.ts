/**
 * What the checks learnt outside the school's data, read before a school is checked: each
 * outside link's last answers (link-prober.ts, at night), whether each stored PDF has text
 * (pdf-text.ts, once a file), and what each of the school's addresses answered (site-probe.ts).
 */
export interface LinkState {
  ok: boolean;
  /** The status code, or what went wrong ('time-out', 'no answer'). */
  answer: string;
  /** Nights in a row it failed. */
  failedNights: number;
}

export interface SiteAnswer {
  /** Null when it answered; else what went wrong. */
  failure: string | null;
  /** When the certificate the entry point serves for it ends (ISO); null where there is none to read. */
  certificateEnds: string | null;
}

export interface Outside {
  links: ReadonlyMap<string, LinkState>;
  /** A stored PDF's path: whether it has text (a scan has none). A file not yet read is not in it. */
  files: ReadonlyMap<string, boolean>;
  /** By host name; an address not asked (no entry point configured) is not in it. */
  sites: ReadonlyMap<string, SiteAnswer>;
}

export const NOTHING_OUTSIDE: Outside = { links: new Map(), files: new Map(), sites: new Map() };
