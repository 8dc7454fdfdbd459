import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiGet, MemoryRouter, session, useNavigate } from '@school/shared';
import { HEALTH_PATH, type HealthFinding, type SchoolHealth } from '@school/shared/contracts/health';
import { useHealthCount } from './health-count';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), apiGet: jest.fn() }));
const get = jest.mocked(apiGet);

const finding = (id: number, severity: HealthFinding['severity'], status: HealthFinding['status'] = 'open'): HealthFinding => ({
  id,
  check: 'internalLink',
  severity,
  where: 'Home',
  detail: '/x',
  fix: '',
  status,
  reason: null,
  openedAt: '2026-12-01T00:00:00.000Z',
});
const HEALTH: SchoolHealth = {
  checkedAt: '2026-12-05T00:00:00.000Z',
  pending: false,
  score: 70,
  findings: [finding(1, 'high'), finding(2, 'medium'), finding(3, 'low'), finding(4, 'high', 'accepted')],
};

function Count() {
  const navigate = useNavigate();
  return (
    <>
      <p>count: {String(useHealthCount())}</p>
      <button type="button" onClick={() => void navigate(HEALTH_PATH)}>
        health
      </button>
      <button type="button" onClick={() => void navigate('/Manage-Pages')}>
        pages
      </button>
    </>
  );
}

beforeEach(() => {
  session.endSchoolSession();
});

test('counts the open high and medium findings once a school session exists, and again on leaving the health screen', async () => {
  get.mockResolvedValue(HEALTH);
  render(
    <MemoryRouter>
      <Count />
    </MemoryRouter>,
  );
  expect(screen.getByText('count: null')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();

  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', role: 'editor' }));
  expect(await screen.findByText('count: 2')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/School/Health', expect.objectContaining({ auth: 'school', token: 't' }));

  fireEvent.click(screen.getByRole('button', { name: 'health' }));
  expect(get).toHaveBeenCalledTimes(1);
  get.mockResolvedValue({ ...HEALTH, findings: [finding(1, 'high')] });
  fireEvent.click(screen.getByRole('button', { name: 'pages' }));
  expect(await screen.findByText('count: 1')).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});

test('a failed call shows no count', async () => {
  get.mockRejectedValue(new Error('Network Error'));
  render(
    <MemoryRouter>
      <Count />
    </MemoryRouter>,
  );
  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' }));
  await waitFor(() => expect(get).toHaveBeenCalled());
  expect(screen.getByText('count: null')).toBeInTheDocument();
});
