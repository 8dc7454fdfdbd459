import { loadDisclosure } from '@school/shared';
import { useLoad } from '@school/shared/use-load';

/** The school's disclosure (GET /Site/Disclosure): the one load of the disclosure page, Academics and Certificates. */
export const useDisclosure = () => useLoad(loadDisclosure, { key: 'disclosure' });
