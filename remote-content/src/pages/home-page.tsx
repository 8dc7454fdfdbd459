import { SITE_INFO } from '@school/shared/site-info';
import { AboutSection } from '../features/about/about-section';
import './page.css';

export default function HomePage() {
  return (
    <>
      <h1 className="page-title">Welcome to {SITE_INFO.title}</h1>
      <AboutSection />
    </>
  );
}
