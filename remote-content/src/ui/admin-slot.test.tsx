import { act, render } from '@testing-library/react';
import { loadRemoteModule, session } from '@school/shared';
import { AdminSlot } from './admin-slot';

jest.mock('@school/shared', () => ({ ...jest.requireActual<object>('@school/shared'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  session.endSchoolSession();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('controls that cannot load (the school admin remote down or switched off) are not asked for again in a loop, but again later', async () => {
  jest.useFakeTimers();
  load.mockRejectedValue(new Error('The school_admin remote is switched off'));
  session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
  const { container, rerender } = render(<AdminSlot name="staff.toolbar" reload={() => {}} />);
  await act(async () => jest.advanceTimersByTimeAsync(1000));
  expect(container).toBeEmptyDOMElement();
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => jest.advanceTimersByTimeAsync(30_000));
  rerender(<AdminSlot name="staff.toolbar" reload={() => {}} />);
  await act(async () => jest.advanceTimersByTimeAsync(1000));
  expect(load).toHaveBeenCalledTimes(2);
});
