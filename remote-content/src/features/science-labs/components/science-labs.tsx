import { IMAGES } from '../../../../public-images/page-images';
import { PageArticle } from '../../../ui/page-article';
import { PageBanner } from '../../../ui/page-banner';
import { Picture } from '../../../ui/picture';
import { SCIENCE_LABS, type LabDescription } from '../science-labs-content';
import './science-labs.css';

const LAB_IMAGES = {
  chemistry: IMAGES.labChemistry,
  physics: IMAGES.labPhysics,
  biology: IMAGES.labBiology,
} satisfies Record<LabDescription['image'], unknown>;

export function ScienceLabs() {
  return (
    <PageArticle className="science-labs" title={SCIENCE_LABS.title} banner={<PageBanner className="science-labs-banner" image={IMAGES.labBanner} />}>
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
    </PageArticle>
  );
}
