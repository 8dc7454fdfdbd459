
/** A key office: what visitors come to it for and where to find it. */
export interface Department {
  name: string;
  description: string;
  location: string;
}

/** A line of the School Timings block. */
export interface Timing {
  label: string;
  time: string;
}

/** The map's centre: the school's campus in the hill district (OpenStreetMap coordinates). */
const LATITUDE = 30.151;
const LONGITUDE = 78.78;
const SPAN = 0.01;
const coordinate = (value: number) => value.toFixed(4);
const BBOX = [LONGITUDE - SPAN, LATITUDE - SPAN, LONGITUDE + SPAN, LATITUDE + SPAN].map(coordinate).join('%2C');

/**
 * The Contact Us page (spec section 2). The address, e-mail and phone come from the school's
 * profile (GET /Site), as the header and footer show them; the timings are the spec's, word
 * for word.
 */
export const CONTACT_TEXT = {
  title: 'Contact Us',
  intro: 'Visit us, call or write to us. The office answers enquiries during office hours.',
  map: {
    title: 'Map showing the location of the school',
    src:
      'https://www.openstreetmap.org/export/embed.html' +
      `?bbox=${BBOX}&layer=mapnik&marker=${coordinate(LATITUDE)}%2C${coordinate(LONGITUDE)}`,
    largerMapLabel: 'View a larger map',
    largerMapHref: `https://www.openstreetmap.org/?mlat=${LATITUDE}&mlon=${LONGITUDE}#map=15/${LATITUDE}/${LONGITUDE}`,
  },
  getInTouch: {
    heading: 'Get In Touch',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    officeHoursLabel: 'Office Hours',
    officeHours: 'Monday to Saturday, 8:00 AM-4:00 PM',
  },
  departments: {
    heading: 'Key Departments',
    items: [
      {
        name: 'Admission Office',
        description: 'Admissions to classes I to XII, transfer certificates, and questions about eligibility and documents.',
        location: 'Ground floor, main block',
      },
      {
        name: "Principal's Office",
        description: 'Meetings with the Principal, by appointment made through the administrative office.',
        location: 'First floor, main block',
      },
      {
        name: 'Administrative Office',
        description: 'Fees, scholarships, certificates and records, and general enquiries.',
        location: 'Ground floor, main block',
      },
    ] satisfies readonly Department[],
  },
  timings: {
    heading: 'School Timings',
    rows: [
      { label: 'Classes I to V', time: '8:30 AM-2:30 PM' },
      { label: 'Classes VI to XII', time: '8:00 AM-3:30 PM' },
      { label: 'Office Hours', time: '8:00 AM-4:00 PM' },
    ] satisfies readonly Timing[],
    closed: 'Closed on Sundays and government holidays.',
  },
} as const;
