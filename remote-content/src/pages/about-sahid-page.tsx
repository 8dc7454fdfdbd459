import { MartyrBiography } from '../features/martyr/components/martyr-biography';
import './page.css';

export function AboutSahidPage() {
  return <MartyrBiography />;
}
