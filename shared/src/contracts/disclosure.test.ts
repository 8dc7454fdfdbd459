import { figure, passPercentage, staffFigures, youtubeAddress } from './disclosure';

test('the pass percentage is passed ÷ registered to 2 decimals, and unknown when it cannot be computed', () => {
  expect(passPercentage(84, 81)).toBe(96.43);
  expect(passPercentage(3, 2)).toBe(66.67);
  expect(passPercentage(40, 40)).toBe(100);
  expect(passPercentage(40, 0)).toBe(0);
  expect([passPercentage(0, 0), passPercentage(null, 3), passPercentage(3, null), passPercentage(3, 4)]).toEqual([null, null, null, null]);
});

test('section D counts the categories, the teachers are PGT + TGT + PRT, and the ratio is per section to 2 decimals', () => {
  const figures = staffFigures(['principal', 'pgt', 'pgt', 'tgt', 'prt', 'prt', 'prt', 'counsellor', 'pet', null, 'unknown'], 3);
  expect(figures.counts).toMatchObject({ principal: 1, pgt: 2, tgt: 1, prt: 3, counsellor: 1, pet: 1, specialEducator: 0 });
  expect(figures.teachers).toBe(6);
  expect(figures.teacherSectionRatio).toBe(2);
  expect(staffFigures(['pgt', 'tgt'], 3).teacherSectionRatio).toBe(0.67);
  expect(staffFigures(['pgt'], null)).toMatchObject({ teachers: 1, sections: null, teacherSectionRatio: null });
  expect(staffFigures(['pgt'], 0).teacherSectionRatio).toBeNull();
});

test('a figure typed as text reads as a number, or null when not given', () => {
  expect([figure('12'), figure('48.5'), figure(''), figure('  '), figure(undefined), figure('abc')]).toEqual([12, 48.5, null, null, null, null]);
  expect([youtubeAddress('dQw4w9WgXcQ'), youtubeAddress('')]).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null]);
});
