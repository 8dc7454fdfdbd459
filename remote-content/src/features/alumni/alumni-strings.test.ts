import { testHindiCatalog } from '../../test-support/catalog';
import { ALUMNI_STRINGS } from './alumni-strings';
import hindi from './alumni.hi.json';

testHindiCatalog('the alumni page', ALUMNI_STRINGS, hindi);
