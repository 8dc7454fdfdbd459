import { NamesakeBiography } from '../features/namesake/components/namesake-biography';
import './page.css';

/** /aboutSahid (the spec's address): the page about the school's namesake. */
export function NamesakePage() {
  return <NamesakeBiography />;
}
