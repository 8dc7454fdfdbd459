import { Fragment } from 'react';
import type { DisclosureDocument, DisclosureTableText } from './disclosure-documents';
import '../../ui/data-table.css';
import './disclosure-table.css';

/** Lets long names such as "Affiliation/Upgradation" wrap after a slash on a phone. */
function wrapAfterSlashes(text: string) {
  return text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

interface DisclosureTableProps {
  text: DisclosureTableText;
  documents: readonly DisclosureDocument[];
}

/**
 * A numbered table of documents, each opening in a new tab; a row without a document says so
 * in plain text rather than offering a link that leads nowhere.
 */
export function DisclosureTable({ text, documents }: DisclosureTableProps) {
  const [serial, document, link] = text.columns;
  return (
    <div className="data-table disclosure-table" role="region" aria-label={text.caption} tabIndex={0}>
      <table>
        <caption className="ui-visually-hidden">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="disclosure-table-serial">
              {serial}
            </th>
            <th scope="col">{wrapAfterSlashes(document)}</th>
            <th scope="col">{link}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((row, index) => (
            <tr key={row.title}>
              <td className="disclosure-table-serial">{index + 1}</td>
              <th scope="row">{wrapAfterSlashes(row.title)}</th>
              <td>
                {row.href ? (
                  <a
                    className="disclosure-table-link"
                    href={row.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${text.linkLabel}: ${row.title} (${text.newTab})`}
                  >
                    {text.linkLabel}
                    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
                      <path
                        d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </a>
                ) : (
                  <span className="disclosure-table-missing">{text.missing}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
