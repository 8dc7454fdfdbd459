import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editorStore, useRecordEditor, type RecordEditorOptions } from './use-record-editor';

interface Pupil {
  id: number;
  name: string;
}

function options(overrides: Partial<RecordEditorOptions<Pupil>> = {}) {
  return {
    fetch: jest.fn(async (id: number): Promise<Pupil> => ({ id, name: `pupil ${id}` })),
    delete: jest.fn(async () => undefined),
    afterSave: jest.fn(),
    afterDelete: jest.fn(),
    fetchFailed: jest.fn(),
    deleteFailed: jest.fn(),
    ...overrides,
  };
}

afterEach(() => jest.restoreAllMocks());

test('edit opens only once the by-id call answers, on what it answered', async () => {
  let answer!: (pupil: Pupil) => void;
  const given = options({ fetch: jest.fn(() => new Promise<Pupil>((resolve) => (answer = resolve))) });
  const { result } = renderHook(() => useRecordEditor(given));

  let editing!: Promise<void>;
  act(() => void (editing = result.current.edit(7)));
  expect(result.current.state).toEqual({ mode: 'closed' });
  expect(result.current.pending(7)).toBe('edit');

  await act(async () => {
    answer({ id: 7, name: 'Asha' });
    await editing;
  });
  expect(result.current.state).toMatchObject({ mode: 'edit', id: 7, record: { id: 7, name: 'Asha' } });
  expect(result.current.pending(7)).toBeUndefined();
  expect(given.fetch).toHaveBeenCalledWith(7);
});

test('a failed by-id call opens nothing and is handed to fetchFailed', async () => {
  const failure = new Error('503');
  const given = options({ fetch: jest.fn(async () => Promise.reject(failure)) });
  const { result } = renderHook(() => useRecordEditor(given));
  await act(() => result.current.edit(7));
  expect(result.current.state).toEqual({ mode: 'closed' });
  expect(given.fetchFailed).toHaveBeenCalledWith(failure);
});

test('each opening is a new one, and a save closes the editor before afterSave runs', async () => {
  const store = editorStore<Pupil>();
  const afterSave = jest.fn();
  const given = options({ store, afterSave });
  const { result } = renderHook(() => useRecordEditor(given));
  act(() => result.current.add());
  const first = result.current.state;
  act(() => result.current.close());
  act(() => result.current.add());
  const second = result.current.state;
  expect(first.mode === 'add' && second.mode === 'add' && second.opening > first.opening).toBe(true);

  afterSave.mockImplementation(() => expect(store.get()).toEqual({ mode: 'closed' }));
  act(() => result.current.saved());
  expect(afterSave).toHaveBeenCalledTimes(1);
  expect(result.current.state).toEqual({ mode: 'closed' });
});

test('a delete with a confirmation asks it in the dialog first, and Cancel sends nothing', async () => {
  const user = userEvent.setup();
  const given = options({ confirmDelete: 'Are you sure?' });
  const { result } = renderHook(() => useRecordEditor(given));
  let removing!: Promise<void>;
  act(() => void (removing = result.current.remove(7)));
  const question = screen.getByRole('alertdialog', { name: 'Are you sure?' });
  expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  await act(() => removing);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(given.delete).not.toHaveBeenCalled();

  act(() => void (removing = result.current.remove(7)));
  await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
  await act(() => removing);
  expect(given.delete).toHaveBeenCalledWith(7);
  expect(given.afterDelete).toHaveBeenCalledWith(7);
});

test('a delete without a confirmation asks nothing', async () => {
  const given = options();
  const { result } = renderHook(() => useRecordEditor(given));
  await act(() => result.current.remove(7));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(given.delete).toHaveBeenCalledWith(7);
});

test('another action asks its own question, marks its record while it runs, and frees it after', async () => {
  const user = userEvent.setup();
  let finish!: (value: string) => void;
  const action = {
    confirm: { question: 'Publish “Sports day”?', detail: 'Visitors see it at once.', action: 'Publish' },
    run: jest.fn(() => new Promise<string>((resolve) => (finish = resolve))),
    done: jest.fn(),
    failed: jest.fn(),
  };
  const { result } = renderHook(() => useRecordEditor(options()));
  let acting!: Promise<void>;
  act(() => void (acting = result.current.act(7, 'publish', action)));
  const question = screen.getByRole('alertdialog', { name: 'Publish “Sports day”?' });
  expect(question).toHaveAccessibleDescription('Visitors see it at once.');
  await user.click(within(question).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(result.current.pending(7)).toBe('publish'));
  await act(async () => {
    finish('published');
    await acting;
  });
  expect(action.done).toHaveBeenCalledWith('published');
  expect(result.current.pending(7)).toBeUndefined();
});

test('deleting the record being edited closes its form; deleting another leaves it open', async () => {
  const given = options();
  const { result } = renderHook(() => useRecordEditor(given));
  await act(() => result.current.edit(7));
  await act(() => result.current.remove(8));
  expect(result.current.state).toMatchObject({ mode: 'edit', id: 7 });
  await act(() => result.current.remove(7));
  expect(result.current.state).toEqual({ mode: 'closed' });
});

test('a deleted item stays pending, so a second click sends nothing; a failed delete frees it', async () => {
  const failure = new Error('409');
  const given = options({ delete: jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined) });
  const { result } = renderHook(() => useRecordEditor(given));

  await act(() => result.current.remove(7));
  expect(given.deleteFailed).toHaveBeenCalledWith(failure);
  expect(result.current.pending(7)).toBeUndefined();

  await act(() => result.current.remove(7));
  expect(result.current.pending(7)).toBe('delete');
  await act(() => result.current.remove(7));
  await act(() => result.current.edit(7));
  expect(given.delete).toHaveBeenCalledTimes(2);
  expect(given.fetch).not.toHaveBeenCalled();
});

test('editors on one store share what is open: one opens, another shows it', async () => {
  const store = editorStore<Pupil>();
  const given = options({ store });
  const card = renderHook(() => useRecordEditor(given));
  const toolbar = renderHook(() => useRecordEditor(given));
  await act(() => card.result.current.edit(3));
  expect(toolbar.result.current.state).toMatchObject({ mode: 'edit', record: { id: 3 } });
  act(() => toolbar.result.current.close());
  expect(card.result.current.state).toEqual({ mode: 'closed' });
});
