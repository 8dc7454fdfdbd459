/**
 * The school's own details, shown by the header, the footer and the contact page. A school
 * edits this file, not the components. The spec fixes the code and affiliation number; the
 * e-mail and phone here are neutral examples under a reserved domain until the school's own
 * are filled in.
 */
export const SITE_INFO = {
  ministry: 'Ministry of Education, Government of India',
  schemeName: 'PM SHRI',
  schoolCode: '83181',
  affiliationNumber: '3520168',
  title: 'PM SHRI Government Inter College',
  titleHindi: 'पीएम श्री राजकीय इंटर कॉलेज',
  email: 'office@gic83181.example',
  phone: '+91 98765 43210',
  address: ['PM SHRI Government Inter College', 'Main Road, Hill District', 'Uttarakhand, India'],
} as const;
