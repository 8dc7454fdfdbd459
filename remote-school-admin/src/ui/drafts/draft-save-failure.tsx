import { errorMessage } from '@school/shared';
import { FormFailure } from '../form-actions';

/**
 * What a record's form shows when its draft was not saved: the server's message (the direct
 * save's, decision 013) or a general one. Unlike a failed direct save of staff or alumni, which
 * docs/product.md#record-screens has say nothing, an editor is told, so nothing they typed seems saved.
 */
export function draftSaveFailure(failure: unknown) {
  console.error(failure);
  return <FormFailure text={errorMessage(failure, 'The draft could not be saved. Please try again.')} />;
}
