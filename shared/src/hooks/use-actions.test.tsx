import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { ReadFailure } from '../api-client/call-failure';
import { useActions } from './use-actions';

jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

/** Work whose end the test decides. */
function controlled<T>() {
  const ends: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const work = jest.fn(() => new Promise<T>((resolve, reject) => ends.push({ resolve, reject })));
  return { work, ends };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('busy while the work runs; a second click meanwhile does nothing; the success says its message, then what follows happens', async () => {
  const { work, ends } = controlled<{ message: string }>();
  const then = jest.fn();
  const { result } = renderHook(() => useActions());
  const step = { failed: 'Failed to publish the draft. Please try again.', done: ({ message }: { message: string }) => message, then };
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.run(work, step);
    void result.current.run(work, step); // the same render: React has not seen busy yet
  });
  expect(result.current.busy).toBe(true);
  expect(work).toHaveBeenCalledTimes(1);
  await act(async () => {
    ends[0]!.resolve({ message: 'The draft is published.' });
    await first;
  });
  expect(result.current.busy).toBe(false);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The draft is published.', expect.anything()));
  expect(then).toHaveBeenCalledWith({ message: 'The draft is published.' });
  expect(toast.error).not.toHaveBeenCalled();
});

test('a failure says the API’s message, else the screen’s words, as an error toast; nothing follows it', async () => {
  const then = jest.fn();
  const { result } = renderHook(() => useActions());
  await act(() => result.current.run(() => Promise.reject(new ReadFailure('409', { status: 409, data: { message: 'The draft was published meanwhile.' } })), { failed: 'Failed to publish the draft.', then }));
  await act(() => result.current.run(() => Promise.reject(new Error('')), { failed: 'Failed to publish the draft.', then }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
  expect(jest.mocked(toast.error).mock.calls.map(([message]) => message)).toEqual(['The draft was published meanwhile.', 'Failed to publish the draft.']);
  expect(then).not.toHaveBeenCalled();
  expect(result.current).toMatchObject({ busy: false, failure: null });
});

test('with inline failures the failure is kept for the screen, not toasted, and the next run clears it', async () => {
  const { work, ends } = controlled<string>();
  const { result } = renderHook(() => useActions({ failures: 'inline' }));
  await act(() => result.current.run(() => Promise.reject(new Error('')), { failed: 'Failed to clear login delays. Please try again.' }));
  expect(result.current.failure).toBe('Failed to clear login delays. Please try again.');
  let again: Promise<void> = Promise.resolve();
  act(() => {
    again = result.current.run(work, { failed: 'Failed to clear login delays. Please try again.', done: (message) => message });
  });
  expect(result.current.failure).toBeNull();
  await act(async () => {
    ends[0]!.resolve('Login delays cleared.');
    await again;
  });
  expect(toast.error).not.toHaveBeenCalled();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Login delays cleared.', expect.anything()));
});
