import type { ImageName } from '../../../public-images/images';

/** A card of the home page's leadership row (spec section 2, home item 3). */
export interface Dignitary {
  name: string;
  title: string;
  image: ImageName;
}

export const DIGNITARIES_TITLE = 'Our Leadership';
export const DIGNITARIES_INTRO = 'Those who guide the school and its work under the PM SHRI scheme.';

/** Four dignitaries, hard-coded as the spec has them. The school edits them here. */
export const DIGNITARIES: readonly Dignitary[] = [
  { name: 'Sh. Harish Chandra Pant', title: 'Chief Education Officer', image: 'dignitary1' },
  { name: 'Sh. Devendra Singh Bisht', title: 'District Education Officer (Secondary)', image: 'dignitary2' },
  { name: 'Dr. Kavita Rawat', title: 'District Nodal Officer, PM SHRI', image: 'dignitary3' },
  { name: 'Sh. Govind Singh Rana', title: 'Chairperson, School Management Committee', image: 'dignitary4' },
];
