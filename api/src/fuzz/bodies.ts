import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { PNG_BYTES } from '../test-support/fixtures';
import { SEED_MEDIA } from '../test-support/test-api';
import { sniff } from '../uploads/file-type';

/**
 * Malformed request bodies for the fuzz suite, as small recipes: a property's counterexample
 * is the recipe (`{ shape: 'arrays', depth: 20000 }`), not the 40 KB body built from it.
 */

/** Every property starts from this seed, so a run repeats exactly; FUZZ_SEED=<n> tries another. */
export const FUZZ_SEED = seedOf(process.env.FUZZ_SEED);

function seedOf(text: string | undefined): number {
  if (!text) return 83_181;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, not ${text}`);
  return seed;
}

/**
 * Checks a property against the server for `numRuns` inputs from FUZZ_SEED. fast-check shrinks
 * a failure by trying smaller inputs, and here each try is a request or more; so after the
 * first failure only `shrinkBudget` tries are real and the rest pass at once. What is reported
 * is still an input that failed: the smallest one found within the budget.
 */
export async function fuzz<T>(arbitrary: fc.Arbitrary<T>, numRuns: number, predicate: (value: T) => Promise<void>, shrinkBudget = 30) {
  let failed = false;
  let left = shrinkBudget;
  const bounded = async (value: T) => {
    if (failed && left-- <= 0) return;
    try {
      await predicate(value);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  await fc.assert(fc.asyncProperty(arbitrary, bounded), { seed: FUZZ_SEED, numRuns });
}

/** Fastify's bodyLimit for JSON (app.ts). */
export const BODY_LIMIT = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// JSON

/** Text with the characters that break naive code: NUL, lone surrogates, RTL marks, quotes. */
export const nastyText = (maxLength = 40) =>
  fc.string({
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uFFFE', '\u202E', '"', '\\', '\r\n', '%00', '../', '<script>', "'; --") },
    ),
    maxLength,
  });

/** Any JSON value, strings included with every character JSON can carry. */
export const anyJson = (maxDepth = 3) => fc.jsonValue({ maxDepth });

export type Nesting = { shape: 'arrays' | 'objects' | 'arrays in a known field' | 'unclosed arrays'; depth: number };

/** Nesting thousands deep, within the body limit (an object level costs 5 bytes, an array 2). */
export const nesting: fc.Arbitrary<Nesting> = fc.oneof(
  fc.record({ shape: fc.constantFrom('arrays', 'arrays in a known field', 'unclosed arrays'), depth: fc.oneof(fc.constant(20_000), fc.integer({ min: 1_000, max: 30_000 })) }),
  fc.record({ shape: fc.constant('objects'), depth: fc.integer({ min: 1_000, max: 12_000 }) }),
) as fc.Arbitrary<Nesting>;

/** The body of a Nesting, written as text: JSON.stringify itself would overflow the stack. */
export function nestedJson({ shape, depth }: Nesting, field: string): string {
  switch (shape) {
    case 'arrays':
      return '['.repeat(depth) + ']'.repeat(depth);
    case 'unclosed arrays':
      return '['.repeat(depth);
    case 'objects':
      return '{"":'.repeat(depth) + '0' + '}'.repeat(depth);
    case 'arrays in a known field':
      return `{${JSON.stringify(field)}:${'['.repeat(depth)}${']'.repeat(depth)}}`;
  }
}

export type LongText = { field: string; length: number; char: string };

/** A string whose body lands a few KB either side of the limit; multi-byte and escaped characters weigh more. */
export const longText = (fields: string[]): fc.Arbitrary<LongText> =>
  fc.record({
    field: fc.constantFrom(...fields, 'padding'),
    char: fc.constantFrom('x', 'é', '€', '😀', '"', '\n'),
    length: fc.integer({ min: BODY_LIMIT - 4096, max: BODY_LIMIT + 4096 }),
  }).map((recipe) => ({ ...recipe, length: Math.ceil(recipe.length / Buffer.byteLength(JSON.stringify(recipe.char).slice(1, -1))) }));

export type NulPlacement = { where: 'in a value' | 'in a known key' | 'in a nested value' | 'in a new key'; field: string; at: number };

export const nulPlacement = (fields: string[]): fc.Arbitrary<NulPlacement> =>
  fc.record({ where: fc.constantFrom('in a value', 'in a known key', 'in a nested value', 'in a new key'), field: fc.constantFrom(...fields), at: fc.nat({ max: 30 }) });

/** The body with a NUL character where the recipe says. */
export function withNul(body: Record<string, unknown>, { where, field, at }: NulPlacement): Record<string, unknown> {
  const insert = (text: string) => text.slice(0, at % (text.length + 1)) + '\u0000' + text.slice(at % (text.length + 1));
  const copy = { ...body };
  const value = copy[field];
  switch (where) {
    case 'in a value':
      copy[field] = insert(typeof value === 'string' ? value : String(value ?? ''));
      return copy;
    case 'in a nested value':
      copy[field] = [{ text: insert('nested') }];
      return copy;
    case 'in a known key':
      delete copy[field];
      copy[insert(field)] = value ?? 'text'; // an undefined value would drop the key from the JSON
      return copy;
    case 'in a new key':
      copy[insert('note')] = 'text';
      return copy;
  }
}

/** Keys no route knows, the prototype's own names among them; `known` are left out. */
export const unknownKeys = (known: string[]) =>
  fc.uniqueArray(
    fc
      .oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'toString', '$where', 'id', 'school_id', ''),
        fc.string({ minLength: 1, maxLength: 24 }),
      )
      .filter((key) => !known.includes(key)),
    { minLength: 1, maxLength: 3 },
  );

/** An object with own keys only: a literal `{ __proto__: x }` would set the prototype instead. */
export const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries) as Record<string, unknown>;

export type BrokenJson =
  | { kind: 'cut short'; at: number }
  | { kind: 'trailing text'; text: string }
  | { kind: 'not JSON at all'; text: string }
  | { kind: 'JavaScript, not JSON'; text: string }
  | { kind: 'empty' | 'only whitespace' | 'a lone BOM' };

const parses = (text: string) => {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
};

export const brokenJson: fc.Arbitrary<BrokenJson> = fc.oneof(
  fc.record({ kind: fc.constant('cut short' as const), at: fc.double({ min: 0, max: 0.999, noNaN: true }) }),
  fc.record({ kind: fc.constant('trailing text' as const), text: fc.constantFrom('x', ',', '}', '{}', ' garbage', '\u0000') }),
  fc.record({ kind: fc.constant('not JSON at all' as const), text: nastyText(60).filter((text) => text.trim() !== '' && !parses(text)) }),
  fc.record({
    kind: fc.constant('JavaScript, not JSON' as const),
    text: fc.constantFrom("{'active': true}", '{active: true}', '{"a": NaN}', '{"a": undefined}', '{"a": 1,}', '/* c */ {}', '{"a": 0x10}', '{"a": Infinity}'),
  }),
  fc.record({ kind: fc.constantFrom('empty' as const, 'only whitespace' as const, 'a lone BOM' as const) }),
);

export function brokenJsonText(recipe: BrokenJson, validJson: string): string {
  switch (recipe.kind) {
    case 'cut short':
      return validJson.slice(0, Math.floor(recipe.at * validJson.length));
    case 'trailing text':
      return validJson + recipe.text;
    case 'not JSON at all':
    case 'JavaScript, not JSON':
      return recipe.text;
    case 'empty':
      return '';
    case 'only whitespace':
      return ' \r\n\t ';
    case 'a lone BOM':
      return '\uFEFF';
  }
}

/** Content types a JSON body must not be taken under. */
export const NOT_JSON_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=fuzz',
];

/** Odd spellings that may or may not mean JSON: only a 5xx is wrong for them. */
export const ODD_TYPES = [
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'application/jsonp',
  '*/*',
  ';',
  'json',
];

export type ContentType = { contentType: string | null; body: 'the valid body as JSON' | 'the valid body URL-encoded' | 'random bytes'; bytes: number[] };

export const contentType: fc.Arbitrary<ContentType> = fc.record({
  contentType: fc.oneof(
    fc.constantFrom(...NOT_JSON_TYPES, ...ODD_TYPES, null),
    fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9+.-]{1,16}(; ?[a-z]{1,8}=[a-z0-9-]{0,12})?$/),
  ),
  body: fc.constantFrom('the valid body as JSON', 'the valid body URL-encoded', 'random bytes'),
  bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
});

// ---------------------------------------------------------------------------------------------
// Multipart

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  type?: string;
  data: Buffer | string;
  /** Extra header lines, raw. */
  headers?: string[];
}

export interface EncodedForm {
  body: Buffer;
  contentType: string;
  /** Where the closing delimiter starts: a body cut before it leaves its last part unfinished. */
  closesAt: number;
}

export const BOUNDARY = 'fuzz-7MA4YWxkTrZu0gW';

/** A multipart/form-data body written byte by byte, so that it can be cut or bent. */
export function encodeForm(parts: Part[], { boundary = BOUNDARY, eol = '\r\n' } = {}): EncodedForm {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = [disposition, ...(part.type ? [`Content-Type: ${part.type}`] : []), ...(part.headers ?? [])];
    chunks.push(Buffer.from(`--${boundary}${eol}${headers.join(eol)}${eol}${eol}`), Buffer.from(part.data), Buffer.from(eol));
  }
  const closesAt = chunks.reduce((total, chunk) => total + chunk.length, 0);
  chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, closesAt };
}

export type MediaKind = 'png' | 'jpeg' | 'webp' | 'mp4' | 'webm';

const seedMedia = (relative: string) => readFileSync(path.join(SEED_MEDIA, relative));

/** Real files of each accepted type (the smallest the seed has). */
export const MEDIA: Record<MediaKind, { bytes: Buffer; type: string; name: string }> = {
  png: { bytes: PNG_BYTES, type: 'image/png', name: 'pixel.png' },
  jpeg: { bytes: seedMedia('events/science-3.jpg'), type: 'image/jpeg', name: 'science.jpg' },
  webp: { bytes: seedMedia('staff/staff-4.webp'), type: 'image/webp', name: 'staff.webp' },
  mp4: { bytes: seedMedia('video/assembly.mp4'), type: 'video/mp4', name: 'assembly.mp4' },
  webm: { bytes: seedMedia('video/assembly.webm'), type: 'video/webm', name: 'assembly.webm' },
};

/** A file part holding a real medium. */
export const mediaPart = (name: string, kind: MediaKind, filename = MEDIA[kind].name): Part => ({ name, filename, type: MEDIA[kind].type, data: MEDIA[kind].bytes });

/** The signature bytes alone: what `sniff` needs to say the type. */
const MAGIC: Record<'png' | 'jpeg' | 'webp', Buffer> = {
  png: PNG_BYTES.subarray(0, 8),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBP')]),
};

/** Files that are no image, though their name, type or first bytes may say so. */
export type BadImage =
  | { kind: 'no known signature'; bytes: number[] }
  | { kind: 'the first bytes of a real image'; of: 'png' | 'jpeg' | 'webp'; length: number }
  | { kind: 'a signature and then junk'; of: 'png' | 'jpeg' | 'webp'; junk: number; seed: number }
  | { kind: 'an HTML page' }
  | { kind: 'a video' }
  | { kind: 'a PNG claiming huge dimensions'; width: number; height: number };

export const badImage: fc.Arbitrary<BadImage> = fc.oneof(
  fc.record({
    kind: fc.constant('no known signature' as const),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 48 }).filter((bytes) => sniff(Buffer.from(bytes)) === null),
  }),
  fc.record({ kind: fc.constant('the first bytes of a real image' as const), of: fc.constantFrom('png' as const, 'jpeg' as const, 'webp' as const), length: fc.integer({ min: 1, max: 15 }) }),
  fc.record({
    kind: fc.constant('a signature and then junk' as const),
    of: fc.constantFrom('png' as const, 'jpeg' as const, 'webp' as const),
    junk: fc.integer({ min: 16, max: 4096 }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  }),
  fc.record({ kind: fc.constantFrom('an HTML page' as const, 'a video' as const) }),
  fc.record({ kind: fc.constant('a PNG claiming huge dimensions' as const), width: fc.integer({ min: 60_000, max: 2 ** 31 - 1 }), height: fc.integer({ min: 60_000, max: 2 ** 31 - 1 }) }),
);

/** Repeatable noise from a seed (xorshift): a recipe stays small however long its junk. */
function junk(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed | 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A well-formed PNG whose header claims width × height pixels: a decompression bomb's first step. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([PNG_BYTES.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

export function badImageBytes(recipe: BadImage): Buffer {
  switch (recipe.kind) {
    case 'no known signature':
      return Buffer.from(recipe.bytes);
    case 'the first bytes of a real image':
      return MEDIA[recipe.of].bytes.subarray(0, recipe.length);
    case 'a signature and then junk':
      return Buffer.concat([MAGIC[recipe.of], junk(recipe.junk, recipe.seed)]);
    case 'an HTML page':
      return Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'.repeat(4));
    case 'a video':
      return MEDIA.mp4.bytes;
    case 'a PNG claiming huge dimensions':
      return pngClaiming(recipe.width, recipe.height);
  }
}

/** File names a client may send: paths, NUL, odd and empty ones. */
export const fileName = fc.oneof(
  fc.constantFrom('photo.jpg', '../../x', '..\\..\\x.png', '/etc/passwd', 'a\u0000.png', '.htaccess', 'x.php.png', ' ', 'CON', '😀.png'),
  nastyText(30),
);

export type BoundaryTrouble =
  | 'no boundary'
  | 'an empty boundary'
  | 'another boundary than the body uses'
  | 'the boundary quoted'
  | 'a boundary over 70 characters'
  | 'LF line ends'
  | 'the boundary inside a value'
  | 'junk before the first boundary';

/** The ones after which no part can be read: such a form is refused. */
export const UNREADABLE_BOUNDARIES: BoundaryTrouble[] = ['no boundary', 'an empty boundary', 'another boundary than the body uses'];

export const boundaryTrouble: fc.Arbitrary<BoundaryTrouble> = fc.constantFrom(
  'no boundary',
  'an empty boundary',
  'another boundary than the body uses',
  'the boundary quoted',
  'a boundary over 70 characters',
  'LF line ends',
  'the boundary inside a value',
  'junk before the first boundary',
);

/** A form of these parts, its boundary bent as the recipe says. */
export function formWithTrouble(parts: Part[], trouble: BoundaryTrouble): { body: Buffer; contentType: string } {
  switch (trouble) {
    case 'no boundary':
      return { body: encodeForm(parts).body, contentType: 'multipart/form-data' };
    case 'an empty boundary':
      return { body: encodeForm(parts).body, contentType: 'multipart/form-data; boundary=' };
    case 'another boundary than the body uses':
      return { body: encodeForm(parts).body, contentType: `multipart/form-data; boundary=${BOUNDARY}-not` };
    case 'the boundary quoted':
      return { body: encodeForm(parts).body, contentType: `multipart/form-data; boundary="${BOUNDARY}"` };
    case 'a boundary over 70 characters': {
      const boundary = 'b'.repeat(200);
      return { body: encodeForm(parts, { boundary }).body, contentType: `multipart/form-data; boundary=${boundary}` };
    }
    case 'LF line ends':
      return { body: encodeForm(parts, { eol: '\n' }).body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    case 'the boundary inside a value': {
      const [first, ...rest] = parts;
      const broken = first ? [{ ...first, data: Buffer.concat([Buffer.from(`x\r\n--${BOUNDARY}\r\n`), Buffer.from(first.data)]) }, ...rest] : rest;
      return { body: encodeForm(broken).body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    }
    case 'junk before the first boundary':
      return { body: Buffer.concat([Buffer.from('preamble junk\r\n--not-it\r\n'), encodeForm(parts).body]), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  }
}
