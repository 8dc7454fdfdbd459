import { MartyrBiography } from '../features/martyr/martyr-biography';
import './page.css';

export default function AboutSahidPage() {
  return <MartyrBiography />;
}
