import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import {
  DISCLOSURE_DOCUMENT_KEYS,
  figure,
  passPercentage,
  staffFigures,
  youtubeAddress,
  type BoardResult,
  type DisclosedFile,
  type Disclosure,
  type DisclosureRoster,
} from '@school/shared/contracts/disclosure';
import { PAGES, type PageContent } from '@school/shared/contracts/pages';
import { StoredSchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { documentRepository } from '../documents/repository.js';
import { publicSchoolByCode } from '../../plugins/tenancy.js';

type Academics = PageContent<'disclosureAcademics'>;

/** The latest of ISO 8601 times (they sort as text); null when there is none. */
const latest = (times: (string | null)[]): string | null => times.reduce<string | null>((last, time) => (time && (!last || time > last) ? time : last), null);

/**
 * A school's Mandatory Public Disclosure (contracts/disclosure.ts), put together from its
 * profile, its three disclosure documents and its active staff, with the figures computed. A
 * file is published only while it is on disk: a link the page shows never answers 404.
 */
export async function disclosureOf(app: FastifyInstance, code: string): Promise<Disclosure> {
  const school = await publicSchoolByCode(app.db, code);
  const store = documentRepository(app.db);
  const read = <K extends 'disclosureDocuments' | 'disclosureAcademics' | 'disclosureInfrastructure'>(kind: K) =>
    store.read(school.id, kind, PAGES[kind].schema as unknown as z.ZodType<PageContent<K>>);
  const [profile, documents, academics, infrastructure, staff] = await Promise.all([
    store.read(school.id, 'profile', StoredSchoolProfileSchema),
    read('disclosureDocuments'),
    read('disclosureAcademics'),
    read('disclosureInfrastructure'),
    app.db.selectFrom('staff').select('category').where('school_id', '=', school.id).where('active', '=', 1).execute(),
  ]);

  const file = async (path: string, issuedOn = '', validUntil = ''): Promise<DisclosedFile> =>
    path && (await app.storage.has(path)) ? { status: 'published', path, format: 'PDF', issuedOn: issuedOn || null, ...(validUntil ? { validUntil } : {}) } : { status: 'notPublished' };
  const roster = async (committee: Academics['smc']): Promise<DisclosureRoster> => ({
    file: await file(committee.document),
    members: committee.members.filter((member) => member.name || member.role.en || member.role.hi),
  });
  const results = (rows: Academics['classX']): BoardResult[] =>
    rows.map((row) => {
      const registered = figure(row.registered);
      const passed = figure(row.passed);
      return { year: row.year, registered, passed, passPercentage: passPercentage(registered, passed), remarks: row.remarks };
    });

  const p = profile.content;
  const c = academics.content;
  const e = infrastructure.content;
  return {
    general: {
      schoolName: { en: school.school_name, hi: p.nameHi },
      affiliationNumber: p.affiliationNumber,
      schoolCode: school.school_code,
      address: p.address,
      pinCode: p.pinCode,
      principalName: p.principalName,
      principalQualification: p.principalQualification,
      email: p.email,
      phone: p.phone,
    },
    documents: await Promise.all(
      DISCLOSURE_DOCUMENT_KEYS.map(async (key) => {
        const document = documents.content[key];
        return { key, file: await file(document.document, document.issuedOn, 'validUntil' in document ? document.validUntil : '') };
      }),
    ),
    academics: {
      feeStructure: await file(c.feeStructure),
      academicCalendar: await file(c.academicCalendar),
      smc: await roster(c.smc),
      pta: await roster(c.pta),
      classX: results(c.classX),
      classXII: results(c.classXII),
    },
    staff: staffFigures(
      staff.map((row) => row.category),
      figure(c.sections),
    ),
    infrastructure: {
      campusArea: figure(e.campusArea),
      classroomCount: figure(e.classroomCount),
      classroomSize: figure(e.classroomSize),
      labs: e.labs.filter((lab) => lab.name.en || lab.name.hi || lab.size).map((lab) => ({ name: lab.name, size: figure(lab.size) })),
      internet: e.internet === 'yes' ? true : e.internet === 'no' ? false : null,
      girlsToilets: figure(e.girlsToilets),
      boysToilets: figure(e.boysToilets),
      inspectionVideo: youtubeAddress(e.inspectionVideo),
    },
    updatedAt: latest([profile.updatedAt, documents.updatedAt, academics.updatedAt, infrastructure.updatedAt]),
  };
}
