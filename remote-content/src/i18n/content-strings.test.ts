import { testHindiCatalog } from '../test-support/catalog';
import { CONTENT_STRINGS } from './content-strings';
import hindi from './hi.json';

testHindiCatalog('the public pages', CONTENT_STRINGS, hindi);
