import { testHindiCatalog } from '../../test-support/catalog';
import { EVENTS_STRINGS } from './events-strings';
import hindi from './events.hi.json';

testHindiCatalog('the Event Gallery', EVENTS_STRINGS, hindi);
