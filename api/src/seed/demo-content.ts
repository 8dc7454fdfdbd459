import type { Insertable } from 'kysely';
import type { SchoolsTable } from '../db/schema.js';
import { EMPTY_PROFILE, type SchoolProfile } from '@school/shared/contracts/school-profile';
import type { StaffCategory } from '@school/shared/contracts/staff';
import { demoPicture } from './demo-pages/demo-text.js';

/**
 * What a fresh database holds, so the site shows real content from its first start: the
 * demo school of the spec (code 83181) and a second school that proves one school never sees
 * another's data. Both are marked demo (schools.demo): every page of theirs says it is made up
 * and asks search engines not to index it. Media are files under api/seed/media, drawn by api/seed/make-media.mjs (the
 * records') and api/seed/make-page-images.mjs (the pages').
 */
/**
 * Where the demo schools answer on this machine, after their Website URLs' host names:
 * Chromium resolves every *.localhost name to this machine, so `npm start` shows the first
 * school at http://localhost:8080 and the second at http://school2.localhost:8080.
 */
export const DEMO_HOSTS: [string[], string[]] = [['localhost', '127.0.0.1'], ['school2.localhost']];

/** The demo schools' profiles (header, footer, contact): made up, shown under the demo notice. */
export const DEMO_PROFILES: [SchoolProfile, SchoolProfile] = [
  {
    nameHi: 'पीएम श्री राजकीय इंटर कॉलेज',
    ministry: { en: 'Ministry of Education, Government of India', hi: '' },
    affiliationNumber: '3520168',
    address: { en: 'PM SHRI Government Inter College\nMain Road, Hill District\nUttarakhand, India', hi: '' },
    pinCode: '249001',
    principalName: 'Sh. Rajendra Singh Negi',
    principalQualification: 'M.Sc., M.Ed.',
    phone: '+91 98765 43210',
    email: 'office@gic83181.example',
    logo: EMPTY_PROFILE.logo,
    banner: [
      ['banner-1', 'the two-storey school building on a hillside terrace at dawn, snow peaks glowing behind it, students walking up the path to the door'],
      ['banner-2', 'students on benches in a bright classroom as their teacher points to a graph on the smart board, hills visible through the windows'],
      ['banner-3', 'students in lab coats and goggles at the science lab bench with a burner, flasks, test tubes and a microscope, their teacher beside them'],
      ['banner-4', 'students playing football on the school playground, a striker shooting at the goal as the keeper spreads his arms, the hills behind'],
      ['banner-5', 'the morning assembly, rows of students in uniform facing the stage and the national flag in front of the school building'],
    ].map(([file, shows]) => demoPicture(`${file}.webp`, `Illustration: ${shows}`)),
    social: [],
  },
  {
    ...EMPTY_PROFILE,
    ministry: { en: 'Ministry of Education, Government of India', hi: '' },
  },
];

export const DEMO_SCHOOLS: [Insertable<SchoolsTable>, Insertable<SchoolsTable>] = [
  {
    school_name: 'PM SHRI Government Inter College',
    school_code: '83181',
    contact_person1: 'Sh. Rajendra Singh Negi',
    contact1: '+919876543210',
    contact_person2: 'Smt. Pooja Nautiyal',
    contact2: '+919876543211',
    website_url: 'https://gic83181.example',
    website_domain_name: 'gic83181.example',
    website_domain: 'example',
    domain_purchase_date: '2024-04-01',
    domain_renew_date: '2026-04-01',
    domain_expire_date: '2027-03-31',
    amc_start_date: '2026-04-01',
    amc_end_date: '2027-03-31',
    active: 1 as const,
    demo: 1 as const,
  },
  {
    school_name: 'Government Girls Inter College',
    school_code: '83190',
    contact_person1: 'Smt. Meena Negi',
    contact1: '+919876500001',
    contact_person2: null,
    contact2: null,
    website_url: 'https://ggic83190.example',
    website_domain_name: 'ggic83190.example',
    website_domain: 'example',
    domain_purchase_date: '2025-01-10',
    domain_renew_date: '2026-01-10',
    domain_expire_date: '2027-01-09',
    amc_start_date: '2026-01-10',
    amc_end_date: '2027-01-09',
    active: 1 as const,
    demo: 1 as const,
  },
];

export interface DemoStaff {
  full_name: string;
  designation: string;
  qualification: string;
  email: string | null;
  phone1: string | null;
  dob: string | null;
  photo: string | null;
  /** What CBSE's disclosure counts them as (contracts/staff.ts). */
  category: StaffCategory | null;
}

/**
 * The avatars in seed/media show these people's initials (see its manifest.json). One name is
 * in Devanagari, as a school may type it: the site search finds a staff member by a Hindi name.
 */
export const DEMO_STAFF: DemoStaff[] = [
  { full_name: 'Sh. Rajendra Singh Negi', designation: 'Principal', qualification: 'M.Sc., M.Ed.', email: 'principal@gic83181.example', phone1: '+919876543210', dob: '1972-03-14', photo: 'staff/staff-1.webp', category: 'principal' },
  { full_name: 'Smt. Sunita Bisht', designation: 'Lecturer, Physics', qualification: 'M.Sc. Physics, B.Ed.', email: 's.bisht@gic83181.example', phone1: '+919876543212', dob: '1979-08-02', photo: 'staff/staff-2.webp', category: 'pgt' },
  { full_name: 'Sh. Mahesh Chandra Joshi', designation: 'Lecturer, Mathematics', qualification: 'M.Sc. Mathematics, B.Ed.', email: 'mc.joshi@gic83181.example', phone1: null, dob: '1981-11-21', photo: 'staff/staff-3.webp', category: 'pgt' },
  { full_name: 'Smt. Kavita Rawat', designation: 'TGT, English', qualification: 'M.A. English, B.Ed.', email: null, phone1: '+919876543214', dob: null, photo: 'staff/staff-4.webp', category: 'tgt' },
  { full_name: 'Sh. Deepak Bhandari', designation: 'Physical Education Teacher', qualification: 'M.P.Ed.', email: 'd.bhandari@gic83181.example', phone1: '+919876543215', dob: '1988-06-30', photo: 'staff/staff-5.webp', category: 'pet' },
  { full_name: 'श्रीमती पूजा नौटियाल', designation: 'Lecturer, Biology', qualification: 'M.Sc. Botany, B.Ed.', email: 'p.nautiyal@gic83181.example', phone1: '+919876543211', dob: '1986-01-09', photo: 'staff/staff-6.webp', category: 'pgt' },
];

export const DEMO_OTHER_SCHOOL_STAFF: DemoStaff[] = [
  { full_name: 'Smt. Meena Negi', designation: 'Principal', qualification: 'M.A., M.Ed.', email: null, phone1: null, dob: null, photo: null, category: 'principal' },
];

export const DEMO_ALUMNI = [
  { alumni_name: 'Ankit Rana', pass_out_year: '2016', email: 'ankit.rana@alumni.example', phone: '+919800000001', dob: '1998-02-11', description: 'Civil engineer building rural roads in the district; returns every year to talk to the science stream about careers in engineering.', photo: 'alumni/alumni-1.webp' },
  { alumni_name: 'Priyanka Semwal', pass_out_year: '2018', email: null, phone: null, dob: '2000-09-05', description: 'Doctor at the district hospital who runs a health camp for the students of her old school.', photo: 'alumni/alumni-2.webp' },
  { alumni_name: 'Himanshu Chauhan', pass_out_year: '2019', email: 'himanshu.c@alumni.example', phone: '+919800000003', dob: null, description: 'Software engineer who set up the school’s first coding club with volunteers from his company.', photo: 'alumni/alumni-3.webp' },
  { alumni_name: 'Neha Thapliyal', pass_out_year: '2021', email: null, phone: '+919800000004', dob: '2003-12-01', description: 'State-level football player, trained on the school ground, now studying physical education.', photo: 'alumni/alumni-4.webp' },
];

export const DEMO_EVENTS = [
  {
    title: 'Annual Sports Day',
    activity_date: '2026-10-17T09:00:00.000Z',
    description: 'Races, relays, kho-kho and football finals on the school ground, with parents cheering from the hillside.',
    images: ['events/sports-1.jpg', 'events/sports-2.jpg', 'events/sports-3.jpg', 'events/sports-4.jpg'],
    videos: ['video/assembly.mp4'],
  },
  {
    title: 'Science Exhibition',
    activity_date: '2026-09-05T10:00:00.000Z',
    description: 'Students of classes VIII to XII showed working models: a rainwater harvester, a solar dryer and a landslide alarm.',
    images: ['events/science-1.jpg', 'events/science-2.jpg', 'events/science-3.jpg', 'events/science-4.jpg'],
    videos: [],
  },
  {
    title: 'Tree Plantation Drive',
    activity_date: '2026-07-22T08:30:00.000Z',
    description: 'The eco club planted two hundred saplings of oak and rhododendron along the approach road to the school.',
    images: ['events/plantation-1.webp', 'events/plantation-2.webp', 'events/plantation-3.webp', 'events/plantation-4.webp'],
    videos: ['video/assembly.webm'],
  },
];
