import { testHindiCatalog, testContractMessages } from '../../test-support/catalog';
import { SEARCH_STRINGS, SEARCH_CONTRACT_MESSAGES, searchCatalog } from './search-strings';
import hindi from './search.hi.json';

testHindiCatalog('the site search', SEARCH_STRINGS, hindi);
testContractMessages(searchCatalog, SEARCH_CONTRACT_MESSAGES);
