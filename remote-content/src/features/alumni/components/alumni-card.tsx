import { useState } from 'react';
import { mediaUrl, useCatalog, useSchool } from '@school/shared';
import { formatDay } from '@school/shared/dates';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { AdminSlot } from '../../../ui/admin-slot';
import { alumniCatalog } from '../alumni-strings';

/** The photo to show, or null for the icon: missing, blank and '/photo' mean none (docs/product.md#record-fields). */
const alumnusPhoto = (photo: string | null): string | null => (photo && photo.trim() && photo !== '/photo' ? photo : null);

export function AlumniCard({ alumnus, reload }: { alumnus: AlumnusRecord; reload: () => void }) {
  const photo = alumnusPhoto(alumnus.photo);
  const [photoFailed, setPhotoFailed] = useState(false);
  const { t, locale } = useCatalog(alumniCatalog);
  // Day, short month, year: 11 Feb 1998 (11 फ़र॰ 1998 in Hindi).
  const birthday = alumnus.dob ? formatDay(alumnus.dob, { locale }) : '';
  const school = useSchool();
  return (
    <article className="ui-card alumni-card" aria-label={alumnus.alumniName}>
      {photo && !photoFailed ? (
        <img
          className="alumni-photo"
          src={mediaUrl(photo)}
          alt={alumnus.alumniName}
          width={120}
          height={120}
          loading="lazy"
          decoding="async"
          onError={() => setPhotoFailed(true)}
        />
      ) : (
        <span className="alumni-photo ui-no-photo" role="img" aria-label={t('alumni.noPhoto', { name: alumnus.alumniName })} />
      )}
      <h3 className="alumni-name">{alumnus.alumniName}</h3>
      <p className="alumni-school">{school?.schoolName}</p>
      {alumnus.passOutYear && (
        <p className="alumni-year">
          {t('alumni.passOutYear')}: <strong>{alumnus.passOutYear}</strong>
        </p>
      )}
      {alumnus.description && (
        <div className="alumni-about">
          <h4>{t('alumni.about')}</h4>
          {/* Clamped to six lines until hovered, or while the card has focus (docs/product.md#public-lists). */}
          <p className="alumni-description">
            {alumnus.description}
          </p>
        </div>
      )}
      <ul className="alumni-contact">
        {birthday && <li>{t('alumni.born', { date: birthday })}</li>}
        {alumnus.phone && (
          <li>
            <a href={`tel:${alumnus.phone}`}>{alumnus.phone}</a>
          </li>
        )}
        {alumnus.email && (
          <li>
            <a href={`mailto:${alumnus.email}`}>{alumnus.email}</a>
          </li>
        )}
      </ul>
      <AdminSlot name="alumni.card-actions" item={alumnus} reload={reload} />
    </article>
  );
}
