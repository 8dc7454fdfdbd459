type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/**
 * An unchanged field of the record's own that its entry keeps all the same: a number, a yes or
 * no, a nothing or a short word, which say which record it is and what state it was in (its id,
 * kind, code, name, status); never text, a list or a nested record, which are what grow.
 */
const short = (value: unknown) => value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 64);

/**
 * What an update changed, as the audit log keeps it: the fields of `before` and `after` that
 * differ, inside nested records too (one language of a page's text), a list that changed kept
 * whole; and, on both sides, the record's unchanged short fields, so an entry still says whose
 * it is and in what state. A field only one side has is on that side alone.
 */
export function difference(before: Plain, after: Plain, top = true): [Plain, Plain] {
  const was: Plain = {};
  const is: Plain = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const now = after[key];
    if (isPlain(old) && isPlain(now)) {
      const [innerWas, innerIs] = difference(old, now, false);
      if (Object.keys(innerWas).length || Object.keys(innerIs).length) [was[key], is[key]] = [innerWas, innerIs];
    } else if (JSON.stringify(old) !== JSON.stringify(now) || (top && short(old))) {
      if (key in before) was[key] = old;
      if (key in after) is[key] = now;
    }
  }
  return [was, is];
}

/** An entry's before and after to store: an update's difference; a create's or a delete's record whole. */
export function changeToStore(before: unknown, after: unknown): [unknown, unknown] {
  return isPlain(before) && isPlain(after) ? difference(before, after) : [before, after];
}
