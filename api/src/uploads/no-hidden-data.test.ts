import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bytesFile, formOf, getFromHost, startWithSchools, storedExists, uploadsOf, type Tokens } from '../test-support/fixtures';
import type { TestApi } from '../test-support/test-api';
import { CLEANING_TASK, cleanStoredPictures } from './picture-backfill';
import { sweepUploads } from './sweep';

/**
 * A school's photos of children must not tell anyone where they were taken: every picture a
 * school uploads is served re-encoded, upright, without EXIF (GPS, camera), XMP, IPTC or
 * comments, and the pictures stored as uploaded before that are cleaned at start-up, once.
 */
let api: TestApi;
let tokens: Tokens;
let schoolA: number;
beforeAll(async () => ({ api, tokens, schoolA } = await startWithSchools()));
afterAll(() => api.close());

const CAMERA = 'PhoneCam X200';
const COMMENT = 'Taken at the school gate';
const RED = '#ff0000';
const BLUE = '#0000ff';

/**
 * A phone's photo as it arrives: a JPEG of 1200 × 900 pixels stored on its side, with EXIF
 * orientation 6 (turn 90° clockwise to view), the camera's name, a GPS position, the position
 * again in XMP and a JPEG comment. Its left half is red and its right half blue: seen upright,
 * it is 900 × 1200 with red on top.
 */
async function phonePhoto(): Promise<Buffer> {
  const left = await sharp({ create: { width: 600, height: 900, channels: 3, background: RED } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: BLUE } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: CAMERA },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="28,36N" exif:GPSLongitude="77,12E"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  // A COM segment right after the start of image: sharp writes none of its own.
  const text = Buffer.from(COMMENT, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
  // The photo carries what the tests expect to see removed, or they would prove nothing.
  const meta = await sharp(photo).metadata();
  expect([meta.orientation, Boolean(meta.exif), Boolean(meta.xmp)]).toEqual([6, true, true]);
  for (const text of [CAMERA, COMMENT]) expect(photo.includes(text)).toBe(true);
});

const photoFile = () => bytesFile(photo, 'IMG_2041.jpg', 'image/jpeg');

/** The red, green and blue of a picture's pixel at a fraction of its width and height. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { width, height } = await sharp(bytes).metadata();
  const pixel = await sharp(bytes)
    .extract({ left: Math.floor(width * x), top: Math.floor(height * y), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [...pixel];
}

const reddish = ([red, green, blue]: number[]) => red! > 200 && green! < 60 && blue! < 60;
const bluish = ([red, green, blue]: number[]) => blue! > 200 && red! < 60 && green! < 60;

/**
 * Fetches a stored picture as a visitor does and checks what it carries: a WebP, no EXIF, XMP,
 * IPTC, colour profile or comment, none of the original's words in its bytes, drawn upright
 * (taller than wide, red on top). Answers its width and height.
 */
async function expectServedBare(stored: string): Promise<[number, number]> {
  const response = await getFromHost(api, `/${stored}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'webp' });
  expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments, orientation: meta.orientation }).toEqual({});
  for (const text of [CAMERA, COMMENT, 'GPS', 'xmpmeta']) expect(bytes.includes(text)).toBe(false);
  expect(meta.height).toBeGreaterThan(meta.width);
  expect(reddish(await colourAt(bytes, 0.5, 0.1))).toBe(true);
  expect(bluish(await colourAt(bytes, 0.5, 0.9))).toBe(true);
  return [meta.width, meta.height];
}

describe('an uploaded photo with a GPS position is served without it, upright', () => {
  test('as a staff member’s profile picture, at portrait size', async () => {
    const answer = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Sh. Photo Teacher', designation: 'Lecturer' }, { profilePic: photoFile() }), tokens.schoolA);
    expect(answer.status).toBe(201);
    expect(answer.body.profilePicUrl).toMatch(/^uploads\/school\.\d+\/staff\/[0-9a-f-]{36}\.webp$/);
    expect(await expectServedBare(answer.body.profilePicUrl)).toEqual([360, 480]);
  });

  test('as an alumnus’s photo, at portrait size', async () => {
    const form = formOf({ AlumniName: 'Photo Alumnus', SchoolId: schoolA, Active: 'true' }, { file: photoFile() });
    const answer = await api.postForm('/School/Alumni/Add', form, tokens.schoolA);
    expect(answer.status).toBe(201);
    expect(answer.body.photo).toMatch(/^uploads\/school\.\d+\/alumni\/[0-9a-f-]{36}\.webp$/);
    expect(await expectServedBare(answer.body.photo)).toEqual([360, 480]);
  });

  test('as an event’s pictures, with their narrower copy, the event’s video kept as it came', async () => {
    const video = bytesFile(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]), 'clip.mp4', 'video/mp4');
    const form = formOf(
      { Title: 'Sports Day', Description: 'Races on the ground.', ActivityDate: '2026-02-10T00:00:00.000Z', Active: 'true' },
      { Img1File: photoFile(), Img2File: photoFile(), Img3File: photoFile(), Video1File: video },
    );
    const answer = await api.postForm('/School/Activity/Add', form, tokens.schoolA);
    expect(answer.status).toBe(201);
    const pictures = [answer.body.Img1, answer.body.Img2, answer.body.Img3] as string[];
    for (const stored of pictures) {
      expect(stored).toMatch(/^uploads\/school\.\d+\/events\/[0-9a-f-]{36}\.webp$/);
      expect(await expectServedBare(stored)).toEqual([900, 1200]);
    }
    // 900 px wide: a 480 px copy, no 960 px one; the sweep keeps the copy of a picture a row names.
    const copy = pictures[0]!.replace(/\.webp$/, '-480w.webp');
    expect(await expectServedBare(copy)).toEqual([480, 640]);
    expect(storedExists(api, pictures[0]!.replace(/\.webp$/, '-960w.webp'))).toBe(false);
    await sweepUploads(api.database.db, api.app.storage.files, 0, Date.now() + 60_000);
    expect(storedExists(api, copy)).toBe(true);
    expect(answer.body.Video1).toMatch(/\.mp4$/);
  });

  test('as a notice’s picture attachment', async () => {
    const upload = await api.postForm('/School/Page/Upload', formOf({}, { picture: photoFile() }), tokens.schoolA);
    expect(upload.status).toBe(201);
    const notice = {
      category: 'notice',
      title: { en: 'Sports Day photos', hi: '' },
      body: { en: 'The photos of Sports Day.', hi: '' },
      date: '2026-02-11',
      publishFrom: new Date(Date.now() - 60_000).toISOString(),
      expireOn: null,
      attachments: [{ title: { en: 'Photo', hi: '' }, path: upload.body.path }],
    };
    const added = await api.post('/School/Notice/Add', notice, { token: tokens.schoolA });
    expect(added.status).toBe(201);
    const [attachment] = added.body.attachments as { path: string; format: string }[];
    expect(attachment).toMatchObject({ format: 'WebP' });
    expect(await expectServedBare(attachment!.path)).toEqual([900, 1200]);
  });

  test('nothing of an upload is left in the temporary folder', () => {
    expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
  });
});

describe('pictures stored as uploaded are cleaned at start-up, once', () => {
  /** Stores a file as the API stored uploads before they were re-encoded, and names it in a staff member's row. */
  async function oldStaffPicture(bytes: Buffer, extension = 'jpg'): Promise<{ id: number; stored: string }> {
    const stored = `uploads/83181/staff/${randomUUID()}.${extension}`;
    mkdirSync(path.join(api.dataDir, path.dirname(stored)), { recursive: true });
    writeFileSync(path.join(api.dataDir, stored), bytes);
    const row = await api.database.db
      .insertInto('staff')
      .values({ school_id: schoolA, full_name: 'Sh. Old Photo', designation: 'Lecturer', qualification: null, phone1: null, email: null, dob: null, staff_type: null, active: 1, profile_pic_url: stored, category: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, stored };
  }
  const pictureOf = async (id: number) =>
    (await api.database.db.selectFrom('staff').select('profile_pic_url').where('id', '=', id).executeTakeFirstOrThrow()).profile_pic_url!;
  const oldEventPicture = async () => {
    const stored = `uploads/83181/events/${randomUUID()}.jpg`;
    mkdirSync(path.join(api.dataDir, path.dirname(stored)), { recursive: true });
    writeFileSync(path.join(api.dataDir, stored), photo);
    const event = await api.database.db.selectFrom('activities').select('id').where('school_id', '=', schoolA).executeTakeFirstOrThrow();
    await api.database.db.updateTable('activities').set({ img4: stored }).where('id', '=', event.id).execute();
    return { id: event.id, stored };
  };
  const marker = () => api.database.db.selectFrom('start_up_tasks').selectAll().where('name', '=', CLEANING_TASK).executeTakeFirst();

  test('a picture that cannot be read is counted and left as it is, and the cleaning is not marked done', async () => {
    const damaged = await oldStaffPicture(photo.subarray(0, 2000));
    const first = await cleanStoredPictures(api.database.db, api.dataDir);
    expect(first.failed).toBe(1);
    expect(await pictureOf(damaged.id)).toBe(damaged.stored);
    expect(await marker()).toBeUndefined();
    expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
    await api.database.db.deleteFrom('staff').where('id', '=', damaged.id).execute();
  });

  test('an old photo with a GPS position is re-encoded under a new name and its row updated; a later start reads no picture', async () => {
    const staff = await oldStaffPicture(photo);
    const event = await oldEventPicture();

    const first = await cleanStoredPictures(api.database.db, api.dataDir);

    expect(first.failed).toBe(0);
    expect(first.cleaned).toBeGreaterThanOrEqual(2);
    const cleanedStaff = await pictureOf(staff.id);
    expect(cleanedStaff).toMatch(/^uploads\/83181\/staff\/[0-9a-f-]{36}\.webp$/); // beside the old one
    expect(await expectServedBare(cleanedStaff)).toEqual([360, 480]);
    const cleanedEvent = (await api.database.db.selectFrom('activities').select('img4').where('id', '=', event.id).executeTakeFirstOrThrow()).img4!;
    expect(cleanedEvent).toMatch(/^uploads\/83181\/events\/[0-9a-f-]{36}\.webp$/);
    expect(await expectServedBare(cleanedEvent)).toEqual([900, 1200]);
    expect(storedExists(api, cleanedEvent.replace(/\.webp$/, '-480w.webp'))).toBe(true);
    // The old files, GPS and all, are gone; nothing is left half-made.
    for (const old of [staff.stored, event.stored]) expect(storedExists(api, old)).toBe(false);
    expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
    // The demo's JPEG event pictures are WebPs now too.
    const seeded = await api.database.db.selectFrom('activities').select(['img1', 'img2']).where('school_id', '=', schoolA).execute();
    for (const row of seeded) for (const stored of [row.img1, row.img2]) if (stored) expect(stored).toMatch(/\.webp$/);
    expect(await marker()).toMatchObject({ name: CLEANING_TASK });

    // Done once: a picture with a GPS position stored after it (which no upload can do now) is
    // not even looked at by a later start.
    const later = await oldStaffPicture(photo);
    expect(await cleanStoredPictures(api.database.db, api.dataDir)).toEqual({ written: 0, cleaned: 0, failed: 0 });
    expect(await pictureOf(later.id)).toBe(later.stored);
  });
});
