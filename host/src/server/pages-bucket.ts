import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { deleteObjects, notThere, s3Client, type S3Server } from '@school/shared/s3-client';

/*
 * The schools' public pages in the bucket (docs/decisions/017-past-one-machine.md), so that any
 * number of web nodes serve them, each from its own copy on its own disk (pages-mirror.ts):
 *   pages/files/<sha256>           a file's bytes, named by what it holds: written once, never
 *                                  changed, so a publish uploads only the files it changed
 *   pages/schools/<school id>.json one school's folder as a list (SchoolManifest): its PUT is the
 *                                  moment the school's new pages are served
 *   pages/platform.json            what every school shares (PlatformManifest)
 */

export interface PagesBucketSettings extends S3Server {
  bucket: string;
}

/** A school's folder (prerender-dir.ts) as the bucket holds it. */
export interface SchoolManifest {
  /** Its host names: its addresses. */
  hosts: string[];
  /** The folder name of the generation its pages are ('' while it has none). */
  generation: string;
  /**
   * Every file by its path in the school's folder, its pages' as `current/<lang>/<page>.html`:
   * the name of what it holds (pages/files/<name>).
   */
  files: Record<string, string>;
}

/** What every school's pages share. */
export interface PlatformManifest {
  /** The renderer has listed every school: an address that no manifest names is no school's. */
  listed: boolean;
  /** The content remote's style sheets and their fonts, by path under styles/. */
  styles: Record<string, string>;
}

/** An object as a GET answers it. */
export interface StoredObject {
  bytes: Buffer;
  /** When it was put: the same for every web node that fetches it. */
  modified: Date;
}

const PREFIX = 'pages/';
const SCHOOL_KEY = /^pages\/schools\/([1-9]\d{0,14})\.json$/;
/** A content name: a file's SHA-256 in hex. */
export const CONTENT_NAME = /^[0-9a-f]{64}$/;


export function pagesBucket(settings: PagesBucketSettings) {
  const client = s3Client(settings);
  const Bucket = settings.bucket;

  /** An object's bytes and when it was put; null when it is not there. */
  async function get(Key: string): Promise<StoredObject | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      return { bytes: Buffer.from(await object.Body!.transformToByteArray()), modified: object.LastModified ?? new Date() };
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  }

  const getJson = async <T>(Key: string): Promise<T | null> => {
    const object = await get(Key);
    return object === null ? null : (JSON.parse(object.bytes.toString('utf8')) as T);
  };

  const put = (Key: string, Body: Buffer | string, ContentType: string) => client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));

  return {
    /** Whether a file is there (a HEAD). */
    async hasFile(name: string): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: `${PREFIX}files/${name}` }));
        return true;
      } catch (error) {
        if (notThere(error)) return false;
        throw error;
      }
    },
    putFile: (name: string, bytes: Buffer) => put(`${PREFIX}files/${name}`, bytes, 'application/octet-stream'),
    getFile: (name: string) => get(`${PREFIX}files/${name}`),
    putSchool: (schoolId: number, manifest: SchoolManifest) => put(`${PREFIX}schools/${schoolId}.json`, JSON.stringify(manifest), 'application/json'),
    getSchool: (schoolId: number) => getJson<SchoolManifest>(`${PREFIX}schools/${schoolId}.json`),
    removeSchool: (schoolId: number) => client.send(new DeleteObjectCommand({ Bucket, Key: `${PREFIX}schools/${schoolId}.json` })),
    putPlatform: (manifest: PlatformManifest) => put(`${PREFIX}platform.json`, JSON.stringify(manifest), 'application/json'),
    getPlatform: () => getJson<PlatformManifest>(`${PREFIX}platform.json`),
    /** Every file there is, with when it was put. */
    async files(): Promise<{ name: string; modified: Date }[]> {
      const files: { name: string; modified: Date }[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${PREFIX}files/` })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(`${PREFIX}files/`.length) ?? '';
          if (CONTENT_NAME.test(name)) files.push({ name, modified: object.LastModified ?? new Date() });
        }
      }
      return files;
    },
    removeFiles: (names: readonly string[]) => deleteObjects(client, Bucket, names.map((name) => `${PREFIX}files/${name}`)),
    /** Every school's manifest there is, with its ETag (a new PUT, a new tag): one listing a thousand schools. */
    async schools(): Promise<Map<number, string>> {
      const tags = new Map<number, string>();
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${PREFIX}schools/` })) {
        for (const object of page.Contents ?? []) {
          const id = SCHOOL_KEY.exec(object.Key ?? '')?.[1];
          if (id !== undefined) tags.set(Number(id), object.ETag ?? '');
        }
      }
      return tags;
    },
  };
}

export type PagesBucket = ReturnType<typeof pagesBucket>;

/** The bucket's settings from the environment, as the API reads them (STORAGE=s3 and S3_*); null without. */
export function pagesBucketSettings(env: NodeJS.ProcessEnv): PagesBucketSettings | null {
  if (env.STORAGE !== 's3') return null;
  const wanted = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = wanted.filter((name) => !env[name]);
  if (missing.length) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}
