import { act, renderHook, waitFor } from '@testing-library/react';
import { PRERENDERED_DATA_ID } from '@school/shared';
import { resetSeededAnswers } from '../prerender/keyed-loads';
import { session } from '../auth/session';
import { useLoad } from './use-load';

/** A load whose answers the test gives by hand, in any order. */
function controlled<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => pending.push({ resolve, reject, signal }));
  return { load, pending };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('loads on mount: loading, then the data', async () => {
  const { load, pending } = controlled<string[]>();
  const { result } = renderHook(() => useLoad(load));
  expect(result.current).toMatchObject({ loading: true, data: undefined, error: null });
  await act(async () => pending[0]!.resolve(['a']));
  expect(result.current).toMatchObject({ loading: false, data: ['a'], error: null });
});

test('a reload keeps the shown data until its own answer comes', async () => {
  const { load, pending } = controlled<string[]>();
  const { result } = renderHook(() => useLoad(load));
  await act(async () => pending[0]!.resolve(['a']));
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ loading: true, data: ['a'] });
  await waitFor(() => expect(pending).toHaveLength(2));
  await act(async () => pending[1]!.resolve(['a', 'b']));
  expect(result.current).toMatchObject({ loading: false, data: ['a', 'b'] });
});

test('the answer of a superseded load is dropped, and its request aborted', async () => {
  const { load, pending } = controlled<string>();
  const { result } = renderHook(() => useLoad(load));
  act(() => result.current.reload());
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[0]!.signal.aborted).toBe(true);
  await act(async () => pending[1]!.resolve('new'));
  await act(async () => pending[0]!.resolve('old'));
  expect(result.current.data).toBe('new');
});

test('a failure is kept in error and logged, and the next success clears it', async () => {
  const { load, pending } = controlled<string>();
  const { result } = renderHook(() => useLoad(load));
  await act(async () => pending[0]!.reject(new Error('offline')));
  expect(result.current).toMatchObject({ loading: false, error: new Error('offline') });
  expect(console.error).toHaveBeenCalled();
  act(() => result.current.reload());
  await waitFor(() => expect(pending).toHaveLength(2));
  await act(async () => pending[1]!.resolve('back'));
  expect(result.current).toMatchObject({ loading: false, data: 'back', error: null });
});

describe('keyed loads (a prerendered page)', () => {
  afterEach(() => {
    document.getElementById(PRERENDERED_DATA_ID)?.remove();
    resetSeededAnswers();
  });

  function prerendered(answers: Record<string, unknown>) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PRERENDERED_DATA_ID;
    block.textContent = JSON.stringify(answers);
    document.body.append(block);
  }

  test('the first render shows the page’s answer for its key, and asks for it again only on a reload', async () => {
    prerendered({ 'page:rti': ['seeded'] });
    const { load, pending } = controlled<string[]>();
    const { result, rerender } = renderHook(() => useLoad(load, { key: 'page:rti' }));
    expect(result.current).toMatchObject({ loading: false, data: ['seeded'], error: null });
    rerender();
    expect(pending).toHaveLength(0);
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, data: ['seeded'] });
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.resolve(['fresh']));
    expect(result.current).toMatchObject({ loading: false, data: ['fresh'] });
  });

  test('a seeded load whose key then changes (another page of a list) loads the new key', () => {
    prerendered({ 'notices:/notices?page=1': ['seeded'] });
    const { load, pending } = controlled<string[]>();
    const { rerender, result } = renderHook(({ key }) => useLoad(load, { key }), { initialProps: { key: 'notices:/notices?page=1' } });
    expect(pending).toHaveLength(0);
    rerender({ key: 'notices:/notices?page=2' });
    expect(pending).toHaveLength(1);
    expect(result.current.data).toEqual(['seeded']);
  });

  test('a seed is used once: the next visit to the page loads as usual', async () => {
    prerendered({ 'page:rti': ['seeded'] });
    const { load } = controlled<string[]>();
    renderHook(() => useLoad(load, { key: 'page:rti' })).unmount();
    const again = renderHook(() => useLoad(load, { key: 'page:rti' }));
    expect(again.result.current).toMatchObject({ loading: true, data: undefined });
  });

  test('a school’s signed-in staff get theirs afresh: the page may not hold what they just saved', () => {
    prerendered({ 'page:rti': ['seeded'] });
    session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', mustChangePassword: false, mustEnrol: false, userId: 1, role: 'admin' });
    try {
      const { load, pending } = controlled<string[]>();
      expect(renderHook(() => useLoad(load, { key: 'page:rti' })).result.current).toMatchObject({ loading: true, data: undefined });
      expect(pending).toHaveLength(1);
    } finally {
      session.endSchoolSession();
    }
  });

  test('another key, or a load without one, is not seeded', () => {
    prerendered({ 'page:rti': ['seeded'] });
    const { load } = controlled<string[]>();
    expect(renderHook(() => useLoad(load, { key: 'page:committee' })).result.current).toMatchObject({ loading: true, data: undefined });
    expect(renderHook(() => useLoad(load)).result.current).toMatchObject({ loading: true, data: undefined });
  });

  test('a page with no or broken data block loads as usual', () => {
    const block = document.createElement('script');
    block.id = PRERENDERED_DATA_ID;
    block.textContent = '<!--#include -->';
    document.body.append(block);
    const { load } = controlled<string[]>();
    expect(renderHook(() => useLoad(load, { key: 'page:rti' })).result.current).toMatchObject({ loading: true, data: undefined });
  });
});
