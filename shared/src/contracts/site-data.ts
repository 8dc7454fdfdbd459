/**
 * The id of the JSON data block holding the site data (GET /Site's answer) that the web server
 * inlines in a school's page (GET /Site/Head): the page reads it instead of asking.
 */
export const SITE_DATA_ID = 'site-data';

/**
 * The id of the JSON data block holding which release of each remote the school's pages load
 * (GET /Site/Remotes's answer), inlined beside the site data by GET /Site/Head.
 */
export const REMOTE_RELEASES_ID = 'remote-releases';

/**
 * The meta naming the files the renderer writes for the page's school on its own address (its
 * head, its pages' say so): `alerts.json` there, the banner reads it rather than the API. A page
 * whose head the API made (no renderer) has none.
 */
export const SITE_FILES_META = 'site-files';

/** A school's alerts for its banner (SiteAlerts: current and scheduled), as the renderer writes them beside its pages and the web server serves them at /alerts.json. */
export const ALERTS_FILE = 'alerts.json';
