import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@school/shared';
import { searchProblem, searchProblemText, type SearchProblem } from '@school/shared/contracts/search-words';
import { NoScriptNote, SCRIPT_ONLY } from './no-script';
import './form-field.css';
import './site-search-form.css';

interface SiteSearchFormProps {
  /** The search landmark's name: the header's box and the results page's form are told apart by it. */
  landmark: string;
  label: string;
  /** The submit button's text, in the language shown. */
  button?: string;
  /** The header has no room for the label: it is said, not shown, and the Search button beside the box shows what it is for. */
  labelHidden?: boolean;
  /** What the box holds at first: on the results page, the words searched for. */
  initial?: string;
  className?: string;
  /**
   * Says what is wrong with a search, in the language shown: the app's catalog fills it
   * (decision 006: the shared components carry English only). English by default.
   */
  sayProblem?: (problem: SearchProblem) => string;
  /** What the form says in its place where scripts are off (searching needs them), in the language shown; without it the form is just not shown then. */
  noScript?: string;
}

/**
 * A search of the site: goes to /search?q=<words>, where the results page asks the API. A
 * search the API would refuse (nothing but punctuation, too long) is refused here with the
 * same message, and the words stay in the box to correct.
 */
export function SiteSearchForm({ landmark, label, button = 'Search', labelHidden = false, initial = '', className, sayProblem = searchProblemText, noScript }: SiteSearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  // The problem itself, not its words: a switch of language while it shows says it anew.
  const [problem, setProblem] = useState<SearchProblem | null>(null);

  // A search made elsewhere (the header's box on the results page) shows in this box too: set
  // while rendering, as React advises for state that follows a prop, and the box keeps its focus.
  const [shownFor, setShownFor] = useState(initial);
  if (shownFor !== initial) {
    setShownFor(initial);
    setText(initial);
    setProblem(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblem(text);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    void navigate(`/search?${new URLSearchParams({ q: text.trim() })}`);
  };

  return (
    <>
      {noScript && <NoScriptNote>{noScript}</NoScriptNote>}
      <form role="search" aria-label={landmark} className={['site-search', SCRIPT_ONLY, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
        <label htmlFor={id} className={labelHidden ? 'ui-visually-hidden' : 'site-search-label'}>
          {label}
        </label>
        <div className="site-search-row">
          <input
            ref={input}
            id={id}
            className="ui-input"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          <button type="submit" className="ui-button">
            {button}
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="ui-field-error site-search-problem">
            {sayProblem(problem)}
          </p>
        )}
      </form>
    </>
  );
}
