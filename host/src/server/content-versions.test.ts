/** @jest-environment node */
import { contentManifestOf } from './content-versions';

const configured = 'https://content.example.in/releases/2026-11-20/mf-manifest.json';

test('a school follows config.json until the channel has a stable version, then the stable version', () => {
  expect(contentManifestOf(1, { stable: null, pins: [] }, configured)).toBe(configured);
  expect(contentManifestOf(1, { stable: null, pins: [] }, 'http://127.0.0.1:3001/mf-manifest.json')).toBe('http://127.0.0.1:3001/mf-manifest.json');
  expect(contentManifestOf(1, { stable: 'v3', pins: [] }, configured)).toBe('https://content.example.in/releases/v3/mf-manifest.json');
  // The image's own build names the remote's origin too: its releases are under it.
  expect(contentManifestOf(1, { stable: 'v3', pins: [] }, 'http://127.0.0.1:3001/mf-manifest.json')).toBe('http://127.0.0.1:3001/releases/v3/mf-manifest.json');
});

test('a pinned school gets its pin, whatever the channel says; the other schools do not', () => {
  const versions = { stable: 'v3', pins: [{ schoolId: 2, version: 'v1' }] };
  expect(contentManifestOf(2, versions, configured)).toBe('https://content.example.in/releases/v1/mf-manifest.json');
  expect(contentManifestOf(1, versions, configured)).toBe('https://content.example.in/releases/v3/mf-manifest.json');
  expect(contentManifestOf(2, { stable: null, pins: versions.pins }, configured)).toBe('https://content.example.in/releases/v1/mf-manifest.json');
});
