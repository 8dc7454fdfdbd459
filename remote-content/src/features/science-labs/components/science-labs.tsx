import { useCatalog } from '@school/shared';
import { useId } from 'react';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { Paragraphs, say } from '../../../ui/school-text';
import { labSizes } from '../../../ui/picture-sizes';
import { PageBanner } from '../../../ui/page-banner';
import { SchoolPicture } from '../../../ui/school-picture';
import './science-labs.css';

/** The banner, the introduction, then each laboratory with its picture, alternating sides on wide screens. */
export function ScienceLabs() {
  const { t } = useCatalog(contentCatalog);
  const id = useId();
  return (
    <SchoolPage
      kind="labs"
      title={t('labs.title')}
      className="science-labs"
      banner={(labs) => <PageBanner className="science-labs-banner" picture={labs.banner} phoneRatio={5 / 2} />}
    >
      {(labs) => (
        <>
          <Paragraphs className="page-intro science-labs-intro" value={labs.intro} />
          {labs.labs.map((lab, index) => {
            const name = say(lab.name);
            const hasText = Boolean(name.text || say(lab.description).text);
            if (!hasText && !lab.picture.path) return null;
            const headingId = `${id}-lab-${index}`;
            return (
              <section key={index} className="ui-card science-labs-lab" aria-labelledby={name.text ? headingId : undefined}>
                <SchoolPicture className="science-labs-lab-image" picture={lab.picture} sizes={labSizes(!hasText)} />
                {hasText && (
                  <div className="science-labs-lab-text">
                    {name.text && (
                      <h2 id={headingId} lang={name.lang}>
                        {name.text}
                      </h2>
                    )}
                    <Paragraphs value={lab.description} />
                  </div>
                )}
              </section>
            );
          })}
        </>
      )}
    </SchoolPage>
  );
}
