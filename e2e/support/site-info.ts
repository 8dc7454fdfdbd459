/**
 * The demo school's details as its pages show them: the profile the API seeds with
 * DEMO_CONTENT=1 (api/src/seed/demo-content.ts) and the school's name and code.
 */
export const SITE_INFO = {
  ministry: 'Ministry of Education, Government of India',
  schoolCode: '83181',
  affiliationNumber: '3520168',
  title: 'PM SHRI Government Inter College',
  titleHindi: 'पीएम श्री राजकीय इंटर कॉलेज',
  email: 'office@gic83181.example',
  phone: '+91 98765 43210',
  address: ['PM SHRI Government Inter College', 'Main Road, Hill District', 'Uttarakhand, India'],
} as const;
