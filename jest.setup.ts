import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that the router uses; Node's are the same standard API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no modal dialogs (the one Modal is a native <dialog>): open and close set the
// attribute a browser would, so a test sees an open dialog and a closed one is hidden. A test
// of server code runs without a DOM (`@jest-environment node`).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
