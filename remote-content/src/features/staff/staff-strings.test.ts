import { testHindiCatalog } from '../../test-support/catalog';
import { STAFF_STRINGS } from './staff-strings';
import hindi from './staff.hi.json';

testHindiCatalog('Staff Details', STAFF_STRINGS, hindi);
