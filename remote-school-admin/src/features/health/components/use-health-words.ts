import { useCatalog } from '@school/shared';
import { HEALTH_CONTRACT_MESSAGES, schoolAdminCatalog } from '../../../i18n/school-admin-strings';

/** The health screen's words, and a contract's message (or the API's) said in the language shown. */
export function useHealthWords() {
  const translator = useCatalog(schoolAdminCatalog);
  const sayMessage = (message: string | undefined) => {
    if (message === undefined) return undefined;
    const said = HEALTH_CONTRACT_MESSAGES.get(message);
    return said ? translator.t(...said) : message;
  };
  return { ...translator, sayMessage };
}
