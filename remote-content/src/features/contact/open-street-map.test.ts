import { openStreetMap } from './open-street-map';

test('two coordinates give the embed centred on them, with a marker, and the larger map', () => {
  expect(openStreetMap('30.1510', '78.7800')).toEqual({
    src: 'https://www.openstreetmap.org/export/embed.html?bbox=78.7700%2C30.1410%2C78.7900%2C30.1610&layer=mapnik&marker=30.1510%2C78.7800',
    largerMapHref: 'https://www.openstreetmap.org/?mlat=30.151&mlon=78.78#map=15/30.151/78.78',
  });
});

test('coordinates south and west, and with spaces around them, are numbers too', () => {
  expect(openStreetMap(' -33.8688 ', '-151.2093')?.src).toContain('marker=-33.8688%2C-151.2093');
});

test.each([
  ['', ''],
  ['30.1510', ''],
  ['', '78.7800'],
  ['north', '78.78'],
  ['30.15', '78.78E'],
  ['0x1F', '78.78'],
  ['1e2', '78.78'],
  ['95', '78.78'],
  ['30.15', '-181'],
  ['Infinity', '78.78'],
])('no map for latitude %j and longitude %j', (latitude, longitude) => {
  expect(openStreetMap(latitude, longitude)).toBeNull();
});
