import type { ReactNode } from 'react';
import { useSchool } from '@school/shared';
import { SampleOnly } from '../../../ui/sample-content';
import { CONTACT_TEXT } from '../contact-content';
import './contact.css';

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

/** The school's own address, phone and e-mail (its profile): what it has not filled in is left off. */
function GetInTouch() {
  const text = CONTACT_TEXT.getInTouch;
  const profile = useSchool()?.profile;
  const address = profile?.address.en.split('\n').filter((line) => line.trim()) ?? [];
  return (
    <section className="contact-card" aria-labelledby="contact-get-in-touch">
      <h2 id="contact-get-in-touch">{text.heading}</h2>
      <dl className="contact-list">
        {address.length > 0 && (
          <Entry label={text.addressLabel}>
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
          <Entry label={text.phoneLabel}>
            <a href={telHref(profile.phone)}>{profile.phone}</a>
          </Entry>
        )}
        {profile?.email && (
          <Entry label={text.emailLabel}>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </Entry>
        )}
        <Entry label={text.officeHoursLabel}>{text.officeHours}</Entry>
      </dl>
    </section>
  );
}

function KeyDepartments() {
  const text = CONTACT_TEXT.departments;
  return (
    <section className="contact-card" aria-labelledby="contact-departments">
      <h2 id="contact-departments">{text.heading}</h2>
      <ul className="contact-departments">
        {text.items.map((department) => (
          <li key={department.name}>
            <h3>{department.name}</h3>
            <p>{department.description}</p>
            <p className="contact-location">{department.location}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SchoolTimings() {
  const text = CONTACT_TEXT.timings;
  return (
    <section className="contact-card" aria-labelledby="contact-timings">
      <h2 id="contact-timings">{text.heading}</h2>
      <dl className="contact-timings">
        {text.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="contact-closed">{text.closed}</p>
    </section>
  );
}

/** Get In Touch, Key Departments and School Timings: side by side on wide screens. */
export function ContactDetails() {
  return (
    <div className="contact-grid">
      <GetInTouch />
      <SampleOnly>
        <KeyDepartments />
      </SampleOnly>
      <SchoolTimings />
    </div>
  );
}
