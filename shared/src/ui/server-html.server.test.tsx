/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@school/shared';
import { ServerHtml } from './server-html';

// The renderer has no DOM (decision 014): there the part is drawn whole, for the page's file.
test('a server render draws the part whole, as its element', () => {
  const html = renderToString(
    <MemoryRouter>
      <ServerHtml as="section" className="words" id="about">
        <p>As published</p>
      </ServerHtml>
    </MemoryRouter>,
  );
  expect(html).toBe('<section class="words" id="about"><p>As published</p></section>');
});
