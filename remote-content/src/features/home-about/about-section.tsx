import { ABOUT_TEXT } from './about-text';
import './about-section.css';

/** The About section; its anchor AboutPmShri is where the skip link and footer lead. */
export function AboutSection() {
  return (
    <section id="AboutPmShri" className="about-section" aria-labelledby="about-title">
      <h2 id="about-title">{ABOUT_TEXT.title}</h2>
      {ABOUT_TEXT.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
