import * as z from 'zod/mini';
import { IMAGE_ONLY_MESSAGE, INVALID_EMAIL_MESSAGE, isOptionalEmail, optionalEmail, pictureFile, requiredText } from './field-rules';

const ImageFileSchema = pictureFile({ maxBytes: 10, refusal: 'At most 10 bytes.' });

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];
const file = (name: string, type: string) => new File(['bytes'], name, { type });

describe('requiredText', () => {
  const schema = requiredText('Name is required');

  it('refuses empty and blank text with its message', () => {
    expect(messages(z.safeParse(schema, ''))).toEqual(['Name is required']);
    expect(messages(z.safeParse(schema, '   '))).toEqual(['Name is required']);
  });

  it('passes text on, trimmed', () => {
    expect(z.parse(schema, '  Jane Doe ')).toBe('Jane Doe');
  });
});

describe('optionalEmail', () => {
  it('accepts nothing and a plausible address', () => {
    expect(z.parse(optionalEmail(), '')).toBe('');
    expect(z.parse(optionalEmail(), ' jane@school.example ')).toBe('jane@school.example');
  });

  it.each(['jane', 'jane@school', 'jane doe@school.example', '@school.example'])('refuses %p', (value) => {
    expect(messages(z.safeParse(optionalEmail(), value))).toEqual([INVALID_EMAIL_MESSAGE]);
  });

  it.each([
    'jane.doe@school.example',
    'jane+notices@school.example',
    'office@mail.gic83181.uk.gov.in',
    "o'brien_1@school-2.example",
    'x@a.io',
  ])('accepts %p, as a browser’s e-mail input does', (value) => {
    expect(z.safeParse(optionalEmail(), value).success).toBe(true);
  });

  it.each([
    'a@b.c<script>',
    '"<svg/onload=alert(1)>"@example.com',
    'javascript:alert(1)//@example.com',
    '<img src=x onerror=alert(1)>@example.com',
    'jane@school.example>',
    'jane@-school.example',
    'jane@school-.example',
    'jane@school..example',
    `jane@${'a'.repeat(64)}.example`,
    'jane@@school.example',
    'jane\n@school.example',
  ])('refuses markup and what is no address: %p', (value) => {
    expect(messages(z.safeParse(optionalEmail(), value))).toEqual([INVALID_EMAIL_MESSAGE]);
  });

  it('answers at once for a long hostile value (no backtracking blow-up)', () => {
    const started = Date.now();
    expect(isOptionalEmail(`a@${'a-'.repeat(50_000)}!`)).toBe(false);
    expect(isOptionalEmail(`${'a.'.repeat(50_000)}@${'b'.repeat(63)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('pictureFile', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
  ])('accepts %s', (name, type) => {
    expect(z.safeParse(ImageFileSchema, file(name, type)).success).toBe(true);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['report.pdf', 'application/pdf'],
    ['animation.gif', 'image/gif'],
    ['unknown', ''],
  ])('refuses %s with the message', (name, type) => {
    expect(messages(z.safeParse(ImageFileSchema, file(name, type)))).toEqual([IMAGE_ONLY_MESSAGE]);
  });
});

test('pictureFile refuses a picture over its limit with the limit’s message, and takes one of exactly the limit', () => {
  const limit = { maxBytes: 10, refusal: 'At most 10 bytes.' };
  expect(messages(z.safeParse(pictureFile(limit), new File(['x'.repeat(11)], 'big.png', { type: 'image/png' })))).toEqual(['At most 10 bytes.']);
  expect(z.safeParse(pictureFile(limit), new File(['x'.repeat(10)], 'fits.png', { type: 'image/png' })).success).toBe(true);
});
