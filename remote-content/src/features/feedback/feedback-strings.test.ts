import { testHindiCatalog, testContractMessages } from '../../test-support/catalog';
import { FEEDBACK_STRINGS, FEEDBACK_CONTRACT_MESSAGES, feedbackCatalog } from './feedback-strings';
import hindi from './feedback.hi.json';

testHindiCatalog('the feedback page', FEEDBACK_STRINGS, hindi);
testContractMessages(feedbackCatalog, FEEDBACK_CONTRACT_MESSAGES);
