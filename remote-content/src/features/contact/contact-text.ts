/**
 * The Contact Us page's own words (spec section 2). What it says under them is the school's:
 * the address, e-mail and phone from its profile (GET /Site), as the header and footer show
 * them, and the rest from its contact page (GET /Site/Page/contact).
 */
export const CONTACT_TEXT = {
  title: 'Contact Us',
  map: {
    title: 'Map showing the location of the school',
    largerMapLabel: 'View a larger map',
  },
  getInTouch: {
    heading: 'Get In Touch',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    officeHoursLabel: 'Office Hours',
  },
  departments: { heading: 'Key Departments' },
  timings: { heading: 'School Timings' },
} as const;
