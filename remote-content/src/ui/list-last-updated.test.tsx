import { act, render, screen, waitFor } from '@testing-library/react';
import { PRERENDERED_DATA_ID, resetSeededAnswers, setConfig } from '@school/shared';
import { ListLastUpdated } from './list-last-updated';

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the list’s newest change, as the school’s visitors read the date (India), asked again when the list loads again', async () => {
  // 20:00 UTC on the 23rd is already the 24th in India.
  fetchMock.mockResolvedValue(answer(200, { at: '2026-11-23T20:00:00.000Z' }));
  const records = [{ id: 1 }];
  const { rerender } = render(<ListLastUpdated kind="staff" list={records} />);
  const date = await screen.findByText('24 November 2026');
  expect(date).toHaveAttribute('dateTime', '2026-11-23T20:00:00.000Z');
  expect(date.parentElement).toHaveTextContent('Last updated: 24 November 2026');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/api/Site/LastChanged?school=83181&list=staff');

  // The same records: no new question. A reload (a new array): the date asked again, and shown.
  rerender(<ListLastUpdated kind="staff" list={records} />);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  fetchMock.mockResolvedValue(answer(200, { at: '2026-12-01T06:00:00.000Z' }));
  rerender(<ListLastUpdated kind="staff" list={[{ id: 1 }]} />);
  expect(await screen.findByText('1 December 2026')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('no date while the list was never changed since the log began, nor when the API cannot say or answers another shape', async () => {
  fetchMock.mockResolvedValue(answer(200, { at: null }));
  const { container, unmount } = render(<ListLastUpdated kind="event" list={[]} />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(container).toBeEmptyDOMElement();
  unmount();

  jest.spyOn(console, 'error').mockImplementation(() => undefined); // the failed load, logged
  fetchMock.mockResolvedValue(answer(503, {}));
  const failed = render(<ListLastUpdated kind="alumnus" list={[]} />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(failed.container).toBeEmptyDOMElement();
  failed.unmount();

  // An array has a method named "at": never taken for a date, nor called.
  fetchMock.mockResolvedValue(answer(200, []));
  const odd = render(<ListLastUpdated kind="staff" list={[]} />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  await act(async () => {});
  expect(odd.container).toBeEmptyDOMElement();
});

test('a prerendered page’s date is the page’s own: shown at once, not asked again; a reload of the list asks', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRERENDERED_DATA_ID;
  block.textContent = JSON.stringify({ 'lastChanged:staff': { at: '2026-11-23T20:00:00.000Z' } });
  document.head.append(block);
  resetSeededAnswers();
  try {
    const records = [{ id: 1 }];
    const { rerender } = render(<ListLastUpdated kind="staff" list={records} />);
    expect(screen.getByText('24 November 2026')).toBeInTheDocument();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(answer(200, { at: '2026-12-01T06:00:00.000Z' }));
    rerender(<ListLastUpdated kind="staff" list={[{ id: 1 }]} />);
    expect(await screen.findByText('1 December 2026')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  } finally {
    block.remove();
    resetSeededAnswers();
  }
});
