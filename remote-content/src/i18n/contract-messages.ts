import { useCatalog, type Catalog, type Messages } from '@school/shared';

/**
 * The messages a contract says in English (a field's rule, a search the API cannot take, the
 * feedback's flood limits, which the API answers in the same words), each by its string in the
 * catalog of the feature that shows it, with the values the string takes, so that a Hindi page
 * says them in Hindi. Each feature's test keeps each English string equal to the contract's.
 */
export type Said<Id extends string> = readonly [id: Id, values?: Record<string, number>];
export type ContractMessages<Id extends string> = ReadonlyMap<string, Said<Id>>;

/**
 * Says a contract's message in the language shown, from `catalog`'s strings. One `messages`
 * does not know (an API's own words) stays as it came, unless the page is not in English and
 * `instead` is given: then that.
 */
export function useContractMessage<M extends Messages>(catalog: Catalog<M>, messages: ContractMessages<keyof M & string>): (message: string, instead?: string) => string {
  const { t, language } = useCatalog(catalog);
  return (message, instead) => {
    const said = messages.get(message);
    if (said) return t(...said);
    return language !== 'en' && instead !== undefined ? instead : message;
  };
}
