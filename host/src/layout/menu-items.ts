/** A menu entry: a link, or a group whose sub-menu holds links. */
export type MenuItem =
  | { label: string; to: string }
  | { label: string; children: readonly { label: string; to: string }[] };

/**
 * The navigation menu of spec section 2, in its order and with its paths. 'aboutSahid' and
 * 'alumni' are relative in the spec; the menu lives at the root, so they resolve to /aboutSahid
 * and /alumni.
 */
export const MENU: readonly MenuItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About Us',
    children: [
      { label: 'School History', to: '/schoolHistory' },
      { label: "Principal's Message", to: '/principalMessage' },
    ],
  },
  { label: 'About the martyr', to: 'aboutSahid' },
  { label: 'Staff Details', to: '/staffDetail' },
  { label: 'Gallery', children: [{ label: 'Photo Gallery', to: '/photos' }] },
  {
    label: 'Mandatory Disclosure',
    children: [
      { label: 'Academics', to: '/academics' },
      { label: 'Certifications/Approvals', to: '/certificates_&_Approvals' },
    ],
  },
  { label: 'Alumni', to: 'alumni' },
  { label: 'Faqs', to: '/faqs' },
];

/** Shown only while a school session exists. */
export const ADMIN_MENU: MenuItem = {
  label: 'Admin',
  children: [
    { label: 'Activity', to: '/Manage-Activity' },
    { label: 'Staff', to: '/Manage-Staff' },
    { label: 'Alumni', to: '/Manage-Alumni' },
    { label: 'Pages', to: '/Manage-Pages' },
    { label: 'Feedback', to: '/Manage-Feedback' },
    { label: 'Settings', to: '/Manage-Settings' },
  ],
};

/** Shown while no school session exists; the header's Logout replaces it. */
export const LOGIN_MENU: MenuItem = { label: 'Login', to: '/login' };
