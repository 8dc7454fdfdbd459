import { CONTACT_TEXT } from './contact-content';
import './contact.css';

/** A tel: address holds the number without the spaces it is printed with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function GetInTouch() {
  const text = CONTACT_TEXT.getInTouch;
  return (
    <section className="contact-card" aria-labelledby="contact-get-in-touch">
      <h2 id="contact-get-in-touch">{text.heading}</h2>
      <dl className="contact-list">
        <dt>{text.addressLabel}</dt>
        <dd>
          <address>
            {text.address.map((line) => (
              <span key={line} className="contact-address-line">
                {line}
              </span>
            ))}
          </address>
        </dd>
        <dt>{text.phoneLabel}</dt>
        <dd>
          <a href={telHref(text.phone)}>{text.phone}</a>
        </dd>
        <dt>{text.emailLabel}</dt>
        <dd>
          <a href={`mailto:${text.email}`}>{text.email}</a>
        </dd>
        <dt>{text.officeHoursLabel}</dt>
        <dd>{text.officeHours}</dd>
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
      <KeyDepartments />
      <SchoolTimings />
    </div>
  );
}
