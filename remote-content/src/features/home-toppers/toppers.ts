import type { ImageName } from '../../../public-images/images';

/** A student topper (spec section 2, home item 4): the score is a percentage string. */
export interface Topper {
  name: string;
  score: `${number}%`;
  image: ImageName;
}

/** A senior (class XII) topper also carries a stream. */
export interface SeniorTopper extends Topper {
  stream: 'Science' | 'Commerce' | 'Arts';
}

export interface TopperGroups {
  juniors: { heading: string; students: readonly Topper[] };
  seniors: { heading: string; students: readonly SeniorTopper[] };
  streamLabel: string;
}

/** Loaded with the section's code, only when it is scrolled near. The school edits it here. */
export const TOPPERS: TopperGroups = {
  juniors: {
    heading: 'Class X',
    students: [
      { name: 'Ananya Negi', score: '96.4%', image: 'topper1' },
      { name: 'Kartik Rawat', score: '95.8%', image: 'topper2' },
      { name: 'Sneha Bisht', score: '94.6%', image: 'topper3' },
    ],
  },
  seniors: {
    heading: 'Class XII',
    students: [
      { name: 'Aditya Joshi', score: '95.2%', image: 'topper4', stream: 'Science' },
      { name: 'Pooja Rana', score: '92.8%', image: 'topper5', stream: 'Commerce' },
      { name: 'Rohit Bhandari', score: '91.6%', image: 'topper6', stream: 'Arts' },
    ],
  },
  streamLabel: 'Stream',
};
