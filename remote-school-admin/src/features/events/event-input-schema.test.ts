import { refusals } from '../../test-support/refusals';
import { eventInputSchema, type EventFormMode, type EventInput, type EventMedia } from './event-input-schema';

const file = (name: string, type: string, size = 1024): EventMedia => {
  const picked = new File(['x'], name, { type });
  // Building a real 100 MB file in a unit test is slow; the size is all the rule reads.
  Object.defineProperty(picked, 'size', { value: size });
  return { kind: 'new', file: picked };
};
const jpeg = (n: number) => file(`photo-${n}.jpg`, 'image/jpeg');
const kept = (path: string): EventMedia => ({ kind: 'kept', path });

const valid: EventInput = {
  title: 'Annual Day',
  date: '2026-03-01',
  description: 'Songs and prizes',
  images: [jpeg(1), jpeg(2), jpeg(3)],
  videos: [],
};

/** The message of each failing field, as the form shows them. */
const messages = (input: Partial<EventInput>, mode: EventFormMode = 'add') => refusals(eventInputSchema(mode), { ...valid, ...input });

describe('the event form schema', () => {
  it('accepts a complete new event with 3 images and no video', () => {
    expect(messages({})).toEqual({});
  });

  it('requires a title, a date and a description, and blanks do not count', () => {
    expect(messages({ title: '', date: '', description: '   ' })).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      description: 'Description is required',
    });
  });

  it('accepts JPEG, PNG and WebP images and refuses any other type', () => {
    expect(messages({ images: [jpeg(1), file('b.png', 'image/png'), file('c.webp', 'image/webp')] })).toEqual({});
    for (const [name, type] of [['d.gif', 'image/gif'], ['e.svg', 'image/svg+xml'], ['notes.pdf', 'application/pdf'], ['unknown', '']]) {
      expect(messages({ images: [jpeg(1), jpeg(2), file(name!, type!)] })).toEqual({
        images: 'Only JPEG, PNG, or WebP images are allowed.',
      });
    }
  });

  it('allows at most 6 images, kept ones included', () => {
    const six = [kept('a.jpg'), kept('b.jpg'), jpeg(1), jpeg(2), jpeg(3), jpeg(4)];
    expect(messages({ images: six }, 'edit')).toEqual({});
    expect(messages({ images: [...six, jpeg(5)] }, 'edit')).toEqual({ images: 'You can only upload up to 6 images.' });
    expect(messages({ images: [jpeg(1), jpeg(2), jpeg(3), jpeg(4), jpeg(5), jpeg(6), jpeg(7)] })).toEqual({
      images: 'You can only upload up to 6 images.',
    });
  });

  it('needs at least 3 images for a new event but not when editing', () => {
    expect(messages({ images: [jpeg(1), jpeg(2)] })).toEqual({ images: 'Please upload at least 3 image(s).' });
    expect(messages({ images: [] })).toEqual({ images: 'Please upload at least 3 image(s).' });
    expect(messages({ images: [kept('a.jpg')] }, 'edit')).toEqual({});
    expect(messages({ images: [] }, 'edit')).toEqual({});
  });

  it('names a refused image type before the count', () => {
    expect(messages({ images: [file('d.gif', 'image/gif')] })).toEqual({ images: 'Only JPEG, PNG, or WebP images are allowed.' });
  });

  it('accepts MP4 and WebM videos up to 100 MB each', () => {
    expect(messages({ videos: [file('a.mp4', 'video/mp4', 100 * 1024 * 1024), file('b.webm', 'video/webm')] })).toEqual({});
  });

  it('refuses another video type or a video over 100 MB', () => {
    const message = 'Only MP4 or WebM videos are allowed, and each must be less than 100MB.';
    expect(messages({ videos: [file('a.mov', 'video/quicktime')] })).toEqual({ videos: message });
    expect(messages({ videos: [file('a.jpg', 'image/jpeg')] })).toEqual({ videos: message });
    expect(messages({ videos: [file('a.mp4', 'video/mp4', 100 * 1024 * 1024 + 1)] })).toEqual({ videos: message });
  });

  it('allows at most 2 videos, kept ones included', () => {
    const mp4 = () => file('a.mp4', 'video/mp4');
    expect(messages({ videos: [kept('v.mp4'), mp4()] }, 'edit')).toEqual({});
    expect(messages({ videos: [kept('v.mp4'), mp4(), mp4()] }, 'edit')).toEqual({ videos: 'You can only upload up to 2 videos.' });
    expect(messages({ videos: [mp4(), mp4(), mp4()] })).toEqual({ videos: 'You can only upload up to 2 videos.' });
  });

  it('leaves kept media alone: they passed the rules when they were added', () => {
    expect(messages({ images: [kept('old.gif')], videos: [kept('old.mov')] }, 'edit')).toEqual({});
  });
});
