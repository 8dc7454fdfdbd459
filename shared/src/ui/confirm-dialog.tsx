import { useId, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
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

let asked: Asked | null = null;
const listeners = new Set<() => void>();
let box: HTMLElement | null = null;

const show = (next: Asked | null) => {
  asked = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => asked;

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
  asked?.answer(false); // a question still open is declined by a new one
  return new Promise((resolve) => {
    const question: Asked = {
      ...confirmation,
      answer(yes) {
        if (asked === question) show(null);
        resolve(yes);
      },
    };
    show(question);
  });
}

/** The question being asked, if any, as a confirmation in the Modal. */
function ConfirmDialog() {
  const question = useSyncExternalStore(subscribe, current, current);
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
