import { testHindiCatalog } from '../../test-support/catalog';
import { ROSTER_STRINGS } from './roster-strings';
import hindi from './roster.hi.json';

testHindiCatalog('the RTI and School Commitee pages', ROSTER_STRINGS, hindi);
