/**
 * The id of the JSON data block holding the site data (GET /Site's answer) that the web server
 * inlines in a school's page (GET /Site/Head): the page reads it instead of asking.
 */
export const SITE_DATA_ID = 'site-data';
