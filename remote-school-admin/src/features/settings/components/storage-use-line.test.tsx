import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStorageUse } from '../api/get-storage-use';
import { StorageUseLine } from './storage-use-line';

jest.mock('../api/get-storage-use', () => ({ getStorageUse: jest.fn() }));
const get = jest.mocked(getStorageUse);

test('shows how much of its storage the school uses', async () => {
  get.mockResolvedValue({ usedBytes: 1.9 * 1024 ** 3, quotaBytes: 2 * 1024 ** 3 });
  render(<StorageUseLine />);
  expect(screen.getByText(/loading…/)).toBeInTheDocument();
  expect(await screen.findByText('Storage for pictures, videos and documents: 1.9 GB of 2 GB used')).toBeInTheDocument();
});

test('says when the use cannot be loaded, and Retry loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ usedBytes: 350 * 1024, quotaBytes: 2 * 1024 ** 3 });
  render(<StorageUseLine />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The school’s storage use cannot be loaded now.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Storage for pictures, videos and documents: 350 KB of 2 GB used')).toBeInTheDocument();
});
