// How long serializing the API's answers takes each way (docs/decisions/002-api.md): plain
// JSON.stringify (no response schema), zod's encode then JSON.stringify (fastify-type-provider-zod's
// serializerCompiler), and fast-json-stringify (Fastify's own) compiled from z.toJSONSchema.
// Shapes as in shared/src/contracts/record-schemas.ts. `node bench/serializers.mjs`.
import * as z from 'zod';
import fjs from 'fast-json-stringify';
import { safeEncode } from 'zod/v4/core';
const s = () => z.string().nullable();
const Staff = z.object({ schoolStaffId: z.number(), fullName: z.string(), designation: z.string(), qualification: s(), phone1: s(), email: s(), roles: z.null(), dob: z.union([z.string(), z.number()]).nullable(), staffType: s(), active: z.boolean(), profilePicUrl: s(), schoolId: z.number() });
const School = z.object({ schoolId: z.number(), schoolName: z.string(), schoolCode: z.string(), contactPerson1: z.string(), contact1: z.string(), contactPerson2: z.string(), contact2: z.string(), schoolWebSiteUrl: z.string(), schoolWebSiteDomainName: z.string(), schoolWebSiteDomain: z.string(), domainNamePurchaseDate: z.string(), domainNameRenewDate: z.string(), domainNameExpireDate: z.string(), amcstartDate: z.string(), amcendDate: z.string(), otherHostNames: z.array(z.string()), active: z.boolean() });
const staffRow = (i) => ({ schoolStaffId: i, fullName: 'Bench Staff Member', designation: 'Principal', qualification: 'M.Sc., B.Ed.', phone1: null, email: 'bench@bench.example', roles: null, dob: '1970-01-01', staffType: null, active: true, profilePicUrl: 'uploads/school.1/staff/0d7f5a9e-1b2c-4d3e-8f9a-0b1c2d3e4f5a.webp', schoolId: 1 });
const schoolRow = (i) => ({ schoolId: i, schoolName: 'Bench School', schoolCode: '8318' + i, contactPerson1: 'Bench Contact', contact1: 'bench-contact-1', contactPerson2: '', contact2: '', schoolWebSiteUrl: 'https://school.example', schoolWebSiteDomainName: '', schoolWebSiteDomain: '', domainNamePurchaseDate: '2025-01-01', domainNameRenewDate: '2026-01-01', domainNameExpireDate: '2027-01-01', amcstartDate: '2026-01-01', amcendDate: '2027-01-01', otherHostNames: ['www.school.example'], active: true });
function bench(name, fn, data, n = 200000) {
  for (let i = 0; i < 20000; i++) fn(data);
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn(data);
  const ns = Number(process.hrtime.bigint() - t) / n;
  console.log(name.padEnd(48), (ns / 1000).toFixed(2), 'µs/op');
}
for (const [label, one, make, count] of [['staff x1', Staff, staffRow, 1], ['staff x6', z.array(Staff), staffRow, 6], ['schools x20', z.array(School), schoolRow, 20]]) {
  const data = count === 1 ? make(1) : Array.from({ length: count }, (_, i) => make(i));
  const f1 = fjs(z.toJSONSchema(one, { target: 'draft-07', io: 'output' }));
  const ref = JSON.stringify(data);
  if (f1(data) !== ref) console.log('MISMATCH fjs', label);
  const zodSer = (d) => { const r = safeEncode(one, d); if (r.error) throw r.error; return JSON.stringify(r.data); };
  if (zodSer(data) !== ref) console.log('MISMATCH zod', label);
  const n = count === 20 ? 50000 : 200000;
  bench(`${label}: JSON.stringify (no schema)`, JSON.stringify, data, n);
  bench(`${label}: zod safeEncode + JSON.stringify`, zodSer, data, n);
  bench(`${label}: fast-json-stringify`, f1, data, n);
}
