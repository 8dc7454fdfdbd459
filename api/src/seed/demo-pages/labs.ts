import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice. */
export const labs: PageContent<'labs'> = {
  banner: demoPicture(
    'lab-banner.webp',
    'Illustration: the chemistry, physics and biology labs side by side, students in lab coats at the benches with a burner and flasks, a pendulum and prism, and a microscope',
  ),
  intro: en(
    'Science is learnt best by doing it. Our three laboratories serve the practical work of classes IX to XII and the science activities of the younger classes.',
  ),
  labs: [
    {
      name: en('Chemistry Lab'),
      description: en(
        [
          'The chemistry laboratory has working benches with sinks and reagent shelves, a fume cupboard, and a store of chemicals and glassware for the complete CBSE practical syllabus: salt analysis, titrations, the preparation of compounds and tests for functional groups.',
          'Safety comes first. Students wear aprons and goggles, work under the eye of the teacher and the laboratory assistant, and learn where the fire extinguisher, the eye-wash and the first-aid kit are kept before they handle any chemical.',
        ].join('\n\n'),
      ),
      picture: demoPicture(
        'lab-chemistry.webp',
        'Illustration: the chemistry lab, students in lab coats and goggles heating a flask over a burner beside test tubes and reagent bottles, a fume hood behind',
      ),
    },
    {
      name: en('Physics Lab'),
      description: en(
        [
          'The physics laboratory is equipped for mechanics, heat, optics, electricity and magnetism: vernier callipers and screw gauges, optical benches, metre bridges, potentiometers, galvanometers and power supplies.',
          'Students verify the laws they meet in the classroom, learn to take careful readings, plot graphs and estimate errors, and build small projects of their own for the science exhibition.',
        ].join('\n\n'),
      ),
      picture: demoPicture(
        'lab-physics.webp',
        'Illustration: the physics lab, students timing a pendulum and splitting light with a prism, a bulb lit on a circuit board',
      ),
    },
    {
      name: en('Biology Lab'),
      description: en(
        [
          'The biology laboratory has compound microscopes, permanent slides, preserved specimens, and models and charts of the systems of the human body.',
          'Students prepare and study their own slides of plant and animal tissues, and learn from the rich plant life of the hills around the school: the nutrition garden and the campus trees are an open-air extension of the laboratory.',
        ].join('\n\n'),
      ),
      picture: demoPicture(
        'lab-biology.webp',
        'Illustration: the biology lab, students at microscopes beside specimen jars and a DNA model, an aquarium and plant posters on the wall',
      ),
    },
  ],
};
