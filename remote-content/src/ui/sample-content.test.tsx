import { render, screen } from '@testing-library/react';
import { setSite } from '@school/shared';
import { BEING_SET_UP, SampleOnly } from './sample-content';

const school = (demoContent: boolean) =>
  setSite({ status: 'found', site: { schoolCode: '90001', schoolName: 'A School', demoContent, profile: {} as never } });

test('on demo content the compiled-in sample shows', () => {
  school(true);
  render(<SampleOnly page="Sports">sample text</SampleOnly>);
  expect(screen.getByText('sample text')).toBeInTheDocument();
});

test("at a real school's address a sample page keeps its title and says it is being set up", () => {
  school(false);
  render(<SampleOnly page="Sports">sample text</SampleOnly>);
  expect(screen.queryByText('sample text')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
  expect(screen.getByText(BEING_SET_UP)).toBeInTheDocument();
});

test("at a real school's address a sample section is left out", () => {
  school(false);
  const { container } = render(<SampleOnly>sample text</SampleOnly>);
  expect(container).toBeEmptyDOMElement();
});
