import { testHindiCatalog } from '../../test-support/catalog';
import { CONTACT_STRINGS } from './contact-strings';
import hindi from './contact.hi.json';

testHindiCatalog('Contact Us', CONTACT_STRINGS, hindi);
