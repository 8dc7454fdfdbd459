import { IMAGES } from '../../../public-images/page-images';
import { Picture } from '../../ui/picture';
import { SCIENCE_LABS, type LabDescription } from './science-labs-content';
import './science-labs.css';

const LAB_IMAGES = {
  chemistry: IMAGES.labChemistry,
  physics: IMAGES.labPhysics,
  biology: IMAGES.labBiology,
} satisfies Record<LabDescription['image'], unknown>;

export function ScienceLabs() {
  return (
    <article className="science-labs" aria-labelledby="science-labs-title">
      <Picture className="science-labs-banner" image={IMAGES.labBanner} sizes="(min-width: 1232px) 1168px, calc(100vw - 2rem)" priority />
      <h1 id="science-labs-title" className="page-title">
        {SCIENCE_LABS.title}
      </h1>
      <p className="page-intro">{SCIENCE_LABS.intro}</p>
      {SCIENCE_LABS.labs.map((lab) => (
        <section key={lab.image} className="science-labs-lab" aria-labelledby={`science-labs-${lab.image}`}>
          <Picture className="science-labs-lab-image" image={LAB_IMAGES[lab.image]} sizes="(min-width: 1024px) 480px, calc(100vw - 2rem)" />
          <div className="science-labs-lab-text">
            <h2 id={`science-labs-${lab.image}`}>{lab.heading}</h2>
            {lab.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
