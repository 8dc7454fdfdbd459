import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, useStore } from '../store';
import { Modal } from './modal';

/** What a confirmation asks, in the screen's words (docs/product.md#exact-texts). */
export interface Confirmation {
  /** The question, word for word: the dialog's title and name. */
  question: string;
  /** What else to know before answering (what follows, that it cannot be undone). */
  detail?: string | undefined;
  /** The button that answers yes: "Delete", "Publish". */
  action: string;
}

interface Asked extends Confirmation {
  answer(yes: boolean): void;
}

/** The question being asked, if any. */
const asked = createStore<Asked | null>(null);
let box: HTMLElement | null = null;

/**
 * Asks a question in the one dialog and resolves with the answer: true for the action's button,
 * false for Cancel, the close button or Escape. It takes the place of the browser’s confirm box, so a
 * caller stays one line (`if (!(await askToConfirm(...))) return;`) and needs nothing rendered:
 * the dialog lives in a root of its own at the end of the page, made on the first question.
 * Focus goes to Cancel, and back to what had it once answered.
 */
export function askToConfirm(confirmation: Confirmation): Promise<boolean> {
  if (!box?.isConnected) {
    box = document.createElement('div');
    document.body.append(box);
    createRoot(box).render(<ConfirmDialog />);
  }
  asked.get()?.answer(false); // a question still open is declined by a new one
  return new Promise((resolve) => {
    const question: Asked = {
      ...confirmation,
      answer(yes) {
        if (asked.get() === question) asked.set(null);
        resolve(yes);
      },
    };
    asked.set(question);
  });
}

/** The question being asked, if any, as a confirmation in the Modal. */
function ConfirmDialog() {
  const question = useStore(asked);
  const detailId = useId();
  const no = () => question?.answer(false);
  return (
    <Modal open={question !== null} title={question?.question ?? ''} onClose={no} alert describedBy={question?.detail ? detailId : undefined}>
      {question?.detail && (
        <p id={detailId} className="ui-modal-question">
          {question.detail}
        </p>
      )}
      <div className="ui-modal-answers">
        <button type="button" className="ui-button" onClick={no} data-autofocus>
          Cancel
        </button>
        <button type="button" className="ui-button ui-button-primary" onClick={() => question?.answer(true)}>
          {question?.action}
        </button>
      </div>
    </Modal>
  );
}
