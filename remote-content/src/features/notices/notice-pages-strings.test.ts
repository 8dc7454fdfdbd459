import { testHindiCatalog } from '../../test-support/catalog';
import { NOTICE_PAGES_STRINGS } from './notice-pages-strings';
import hindi from './notice-pages.hi.json';

testHindiCatalog('the notices’ pages', NOTICE_PAGES_STRINGS, hindi);
