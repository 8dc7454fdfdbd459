/** A laboratory's description; `image` names its picture (see science-labs.tsx). */
export interface LabDescription {
  image: 'chemistry' | 'physics' | 'biology';
  heading: string;
  paragraphs: readonly string[];
}

/** The Science Labs page (spec section 2: banner; chemistry, physics and biology labs). */
export const SCIENCE_LABS = {
  title: 'Science Labs',
  intro:
    'Science is learnt best by doing it. Our three laboratories serve the practical work of classes IX to XII and the science activities of the younger classes.',
  labs: [
    {
      image: 'chemistry',
      heading: 'Chemistry Lab',
      paragraphs: [
        'The chemistry laboratory has working benches with sinks and reagent shelves, a fume cupboard, and a store of chemicals and glassware for the complete CBSE practical syllabus: salt analysis, titrations, the preparation of compounds and tests for functional groups.',
        'Safety comes first. Students wear aprons and goggles, work under the eye of the teacher and the laboratory assistant, and learn where the fire extinguisher, the eye-wash and the first-aid kit are kept before they handle any chemical.',
      ],
    },
    {
      image: 'physics',
      heading: 'Physics Lab',
      paragraphs: [
        'The physics laboratory is equipped for mechanics, heat, optics, electricity and magnetism: vernier callipers and screw gauges, optical benches, metre bridges, potentiometers, galvanometers and power supplies.',
        'Students verify the laws they meet in the classroom, learn to take careful readings, plot graphs and estimate errors, and build small projects of their own for the science exhibition.',
      ],
    },
    {
      image: 'biology',
      heading: 'Biology Lab',
      paragraphs: [
        'The biology laboratory has compound microscopes, permanent slides, preserved specimens, and models and charts of the systems of the human body.',
        'Students prepare and study their own slides of plant and animal tissues, and learn from the rich plant life of the hills around the school: the nutrition garden and the campus trees are an open-air extension of the laboratory.',
      ],
    },
  ] satisfies readonly LabDescription[],
} as const;
