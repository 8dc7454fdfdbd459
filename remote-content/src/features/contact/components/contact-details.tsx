import type { ReactNode } from 'react';
import { useCatalog, useSchool } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import { isBlank } from '@school/shared/contracts/page-values';
import { Line, say } from '../../../ui/school-text';
import { contactCatalog } from '../contact-strings';
import './contact.css';

type ContactContent = PageContent<'contact'>;

/** A tel: address holds the number without the spaces it is printed with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One term of the details list and what it says. */
function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The school's own address, phone and e-mail (its profile) and office hours: what it has not filled in is left off. */
function GetInTouch({ officeHours }: { officeHours: ContactContent['officeHours'] }) {
  const { t } = useCatalog(contactCatalog);
  const profile = useSchool()?.profile;
  const address = profile?.address.en.split('\n').filter((line) => line.trim()) ?? [];
  const hours = say(officeHours);
  if (!address.length && !profile?.phone && !profile?.email && !hours.text) return null;
  return (
    <section className="ui-card contact-card" aria-labelledby="contact-get-in-touch">
      <h2 id="contact-get-in-touch">{t('contact.getInTouch')}</h2>
      <dl className="contact-list">
        {address.length > 0 && (
          <Entry label={t('contact.address')}>
            <address>
              {address.map((line) => (
                <span key={line} className="contact-address-line">
                  {line}
                </span>
              ))}
            </address>
          </Entry>
        )}
        {profile?.phone && (
          <Entry label={t('contact.phone')}>
            <a href={telHref(profile.phone)}>{profile.phone}</a>
          </Entry>
        )}
        {profile?.email && (
          <Entry label={t('contact.email')}>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </Entry>
        )}
        {hours.text && (
          <Entry label={t('contact.officeHours')}>
            <span lang={hours.lang}>{hours.text}</span>
          </Entry>
        )}
      </dl>
    </section>
  );
}

function KeyDepartments({ departments }: { departments: ContactContent['departments'] }) {
  const { t } = useCatalog(contactCatalog);
  return (
    <section className="ui-card contact-card" aria-labelledby="contact-departments">
      <h2 id="contact-departments">{t('contact.departments')}</h2>
      <ul className="contact-departments">
        {departments.map((department, index) => (
          <li key={index}>
            <Line as="h3" value={department.name} />
            <Line as="p" value={department.description} />
            <Line as="p" className="contact-location" value={department.location} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SchoolTimings({ timings, closed }: Pick<ContactContent, 'timings' | 'closed'>) {
  const { t } = useCatalog(contactCatalog);
  return (
    <section className="ui-card contact-card" aria-labelledby="contact-timings">
      <h2 id="contact-timings">{t('contact.timings')}</h2>
      {timings.length > 0 && (
        <dl className="contact-timings">
          {timings.map((row, index) => {
            const label = say(row.label);
            const time = say(row.time);
            return (
              <div key={index}>
                <dt lang={label.lang}>{label.text}</dt>
                <dd lang={time.lang}>{time.text}</dd>
              </div>
            );
          })}
        </dl>
      )}
      <Line as="p" className="contact-closed" value={closed} />
    </section>
  );
}

/**
 * Get In Touch, Key Departments and School Timings, side by side on wide screens; a section
 * the school has written nothing for is left out.
 */
export function ContactDetails({ contact }: { contact: ContactContent }) {
  const departments = contact.departments.filter((department) => !isBlank(department));
  const timings = contact.timings.filter((row) => !isBlank(row));
  return (
    <div className="contact-grid">
      <GetInTouch officeHours={contact.officeHours} />
      {departments.length > 0 && <KeyDepartments departments={departments} />}
      {(timings.length > 0 || !isBlank(contact.closed)) && <SchoolTimings timings={timings} closed={contact.closed} />}
    </div>
  );
}
