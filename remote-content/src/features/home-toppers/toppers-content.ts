/** The heading of the top-performers section, shown before its list has loaded. */
export const TOPPERS_TITLE = 'Our Top Performers';
export const TOPPERS_INTRO = 'Students who led the school in the last board examinations.';
