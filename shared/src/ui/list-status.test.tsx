import { render, screen } from '@testing-library/react';
import type { Loaded } from '../hooks/use-load';
import { DoneLine, LoadedList } from './list-status';

const list = (state: Partial<Loaded<string[]>>): Loaded<string[]> => ({ data: undefined, loading: false, error: null, reload: jest.fn(), ...state });

function show(load: Loaded<string[]>) {
  return render(
    <LoadedList load={load} loadingText="Loading the notices…" failed={(latest) => <p role="alert">{latest ? 'The latest notices cannot be loaded now.' : 'The notices cannot be loaded now.'}</p>}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </LoadedList>,
  );
}

test('until the first answer the list says it is loading; with no answer, that it could not be loaded', () => {
  const loading = show(list({ loading: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading the notices…');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  loading.unmount();
  show(list({ error: new Error('offline') }));
  expect(screen.getByRole('alert')).toHaveTextContent('The notices cannot be loaded now.');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a reload that fails says so above the last list, which stays', () => {
  show(list({ data: ['Winter timings'], error: new Error('offline') }));
  expect(screen.getByRole('alert')).toHaveTextContent('The latest notices cannot be loaded now.');
  expect(screen.getByRole('listitem')).toHaveTextContent('Winter timings');
});

test('a reload under way keeps the last list on screen, without the loading line', () => {
  show(list({ data: ['Winter timings'], loading: true }));
  expect(screen.getByRole('listitem')).toHaveTextContent('Winter timings');
  expect(screen.queryByText('Loading the notices…')).not.toBeInTheDocument();
});

test('the done line takes the focus each time it says something new, and not while empty', () => {
  const { rerender } = render(<DoneLine text="" />);
  expect(screen.getByRole('status')).not.toHaveFocus();
  rerender(<DoneLine text="“Winter timings” is published." />);
  expect(screen.getByRole('status')).toHaveFocus();
  screen.getByRole('status').blur();
  rerender(<DoneLine text="“Winter timings” is deleted." />);
  expect(screen.getByRole('status')).toHaveFocus();
});
