import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion, type FaqItem } from './faq-accordion';

const en = (text: string) => ({ en: text, hi: '' });

const ITEMS: FaqItem[] = [
  { question: en('When does school open?'), answer: en('At 8:00 AM.') },
  { question: en('What do I bring?'), answer: en('Bring:\n- a notebook\n- a pen') },
  { question: en(''), answer: en('An answer to nothing.') },
  { question: { en: '', hi: 'क्या वर्दी है?' }, answer: { en: '', hi: 'हाँ।' } },
];

const question = (name: string) => screen.getByRole('button', { name });
const icon = (name: string) => question(name).querySelectorAll('svg path');

test('every answer is closed at first, and a question the school left empty is left out', () => {
  render(<FaqAccordion items={ITEMS} />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['When does school open?', 'What do I bring?', 'क्या वर्दी है?']);
  for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByText('An answer to nothing.')).toBeNull();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
});

test('one answer is open at a time: opening another closes the first, and a second click closes it', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={ITEMS} />);
  expect(icon('When does school open?')).toHaveLength(2);

  await user.click(question('When does school open?'));
  expect(question('When does school open?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'When does school open?' })).toHaveTextContent('At 8:00 AM.');
  expect(icon('When does school open?')).toHaveLength(1);

  await user.click(question('What do I bring?'));
  expect(question('When does school open?')).toHaveAttribute('aria-expanded', 'false');
  expect(question('What do I bring?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('region')).toHaveLength(1);

  await user.click(question('What do I bring?'));
  expect(question('What do I bring?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).toBeNull();
});

test('a dash-bulleted answer is a list, and a Hindi-only question and answer are marked as Hindi', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={ITEMS} />);
  await user.click(question('What do I bring?'));
  const answer = screen.getByRole('region', { name: 'What do I bring?' });
  expect(answer.querySelector('p')).toHaveTextContent('Bring:');
  expect(Array.from(answer.querySelectorAll('li'), (item) => item.textContent)).toEqual(['a notebook', 'a pen']);

  await user.click(question('क्या वर्दी है?'));
  expect(screen.getByText('क्या वर्दी है?')).toHaveAttribute('lang', 'hi');
  expect(screen.getByText('हाँ।').closest('[lang]')).toHaveAttribute('lang', 'hi');
});
