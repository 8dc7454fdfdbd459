import { auditFilterOf, auditRoleLabel, auditSearchOf, auditStateOf, changedFields, displayValue, EMPTY_AUDIT_FORM, entityLabel } from './audit';

test('the address holds the filter and page; what the form would refuse is left out', () => {
  const state = auditStateOf('?action=update&kind=page&user=admin&from=2026-03-01&to=2026-03-09&school=3&page=2');
  expect(state).toEqual({ values: { action: 'update', entity: 'page', userName: 'admin', from: '2026-03-01', to: '2026-03-09', schoolId: '3' }, page: 2 });
  expect(auditSearchOf(state.values, state.page)).toBe('?action=update&kind=page&user=admin&from=2026-03-01&to=2026-03-09&school=3&page=2');
  expect(auditFilterOf(state.values)).toEqual({ action: 'update', entity: 'page', userName: 'admin', from: '2026-03-01', to: '2026-03-09', schoolId: 3 });

  expect(auditStateOf('?action=drop&kind=%25&from=2026-13-01&school=0&page=-1')).toEqual({ values: EMPTY_AUDIT_FORM, page: 1 });
  // From after To: To is dropped, so the request is one the API takes.
  expect(auditStateOf('?from=2026-03-09&to=2026-03-01').values).toMatchObject({ from: '2026-03-09', to: '' });
  expect(auditSearchOf(EMPTY_AUDIT_FORM)).toBe('');
  expect(auditFilterOf(EMPTY_AUDIT_FORM)).toEqual({});
});

test('an entry’s changed fields: an update’s differing ones, a create’s and a delete’s all', () => {
  expect(changedFields({ id: 1, name: 'A', tags: ['x'] }, { id: 1, name: 'B', tags: ['x', 'y'] })).toEqual([
    { field: 'name', before: 'A', after: 'B' },
    { field: 'tags', before: ['x'], after: ['x', 'y'] },
  ]);
  expect(changedFields(null, { id: 2 })).toEqual([{ field: 'id', before: undefined, after: 2 }]);
  expect(changedFields({ id: 2 }, null)).toEqual([{ field: 'id', before: 2, after: undefined }]);
  expect(changedFields(null, null)).toEqual([]);
});

test('labels and values as the screens show them', () => {
  expect(entityLabel('page:contact')).toBe('Page: contact');
  expect(entityLabel('staff')).toBe('Staff member');
  expect(entityLabel('remote:pin')).toBe('Remote: pin');
  expect(entityLabel('later-kind')).toBe('later-kind');
  expect([null, 'publisher', 'support', 'provider', 'release-script'].map(auditRoleLabel)).toEqual(['', 'Publisher', 'Support (provider)', 'Provider', 'Release script']);
  expect(displayValue(null)).toBe('(empty)');
  expect(displayValue({ a: 1 })).toBe('{"a":1}');
  expect(displayValue('x'.repeat(400))).toHaveLength(300);
});
