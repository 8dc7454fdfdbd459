import { MartyrBiography } from '../features/martyr/martyr-biography';
import './page.css';

export function AboutSahidPage() {
  return <MartyrBiography />;
}
