// Rich text from the content service is rendered as elements only: nothing in content can run.
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, type RichTextDoc } from '../../src/features/content/rich-text';
import { renderApp } from '../support/render-app';
import { createTestBackend } from '../support/test-backend';

type Inline = { type: 'text'; text: string; marks?: unknown[] };
const text = (value: string, ...marks: unknown[]): Inline =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const link = (value: string, href: unknown) => text(value, { type: 'link', attrs: { href } });
/** A document as it may arrive from a content service: typed loosely on purpose. */
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as unknown as RichTextDoc;
const paragraph = (...content: Inline[]) => ({ type: 'paragraph', content });

describe('RichText', () => {
  it('renders headings, paragraphs, lists and marks as their elements', () => {
    const { container } = render(
      <RichText
        doc={doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('Leverans')] },
          paragraph(
            text('Fri frakt '),
            text('över 499 kr', { type: 'bold' }),
            text(' i ', { type: 'italic' }),
          ),
          { type: 'heading', attrs: { level: 4 }, content: [text('Retur')] },
          { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('Oanvänd'))] }] },
          { type: 'ordered_list', content: [{ type: 'list_item', content: [paragraph(text('Steg ett'))] }] },
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Leverans' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Retur' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('över 499 kr');
    expect(container.querySelector('em')?.textContent).toBe(' i ');
    expect(container.querySelector('ul > li > p')?.textContent).toBe('Oanvänd');
    expect(container.querySelector('ol > li > p')?.textContent).toBe('Steg ett');
  });

  it('links http(s), mailto, paths of the site and fragments', () => {
    render(
      <RichText
        doc={doc(
          paragraph(
            link('web', 'https://example.com/a?b=1'),
            link('plain', 'http://example.com/'),
            link('mail', 'mailto:support@statefront.test'),
            link('terms', '/gb/terms/'),
            link('top', '#products-heading'),
          ),
        )}
      />,
    );
    const hrefs = screen.getAllByRole('link').map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://example.com/a?b=1',
      'http://example.com/',
      'mailto:support@statefront.test',
      '/gb/terms/',
      '#products-heading',
    ]);
  });

  it('renders any other link as plain text, never as a javascript: href', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'relative/path',
      42,
      null,
    ];
    const { container } = render(
      <RichText doc={doc(paragraph(...hostile.map((href, index) => link(`click ${index}`, href))))} />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:/i);
    for (const index of hostile.keys()) expect(container.textContent).toContain(`click ${index}`);
  });

  it('shows markup inside texts as text: no script, image or handler ever reaches the page', () => {
    const { container } = render(
      <RichText
        doc={doc(
          paragraph(text('<script>window.pwned = true</script>')),
          paragraph(text('<img src=x onerror="window.pwned = true">', { type: 'bold' })),
          { type: 'heading', attrs: { level: 2 }, content: [text('<iframe src="javascript:alert(1)">')] },
        )}
      />,
    );
    expect(container.querySelectorAll('script, img, iframe')).toHaveLength(0);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('<script>window.pwned = true</script>').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<iframe src="javascript:alert(1)">');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('drops unknown nodes and never takes attributes from content', () => {
    const { container } = render(
      <RichText
        doc={doc(
          { type: 'html', html: '<script>window.pwned = true</script>' },
          { type: 'script', content: [text('window.pwned = true')] },
          {
            type: 'paragraph',
            attrs: { onclick: 'window.pwned = true', style: 'color: red', class: 'x' },
            content: [text('Hej', { type: 'bold', attrs: { onmouseover: 'alert(1)' } }, { type: 'blink' })],
          },
          { type: 'heading', attrs: { level: 1 }, content: [text('Not a second page title')] },
          { type: 'text', text: { toString: 'not a string' } },
        )}
      />,
    );
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect(container.textContent).not.toContain('pwned');
    const paragraphElement = within(container).getByText('Hej').closest('p');
    expect(paragraphElement?.getAttributeNames()).toEqual([]);
    expect(container.querySelector('strong')?.getAttributeNames()).toEqual([]);
    // A heading level outside 2 to 4 becomes a level 2: the page keeps its one title.
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Not a second page title' })).toBeTruthy();
  });
});

describe('content pages and editorial blocks', () => {
  it('shows a market terms page from its story', async () => {
    const backend = createTestBackend();
    await renderApp('/de/integrity/', { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Rechte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@statefront.test' }).getAttribute('href')).toBe(
      'mailto:privacy@statefront.test',
    );
  });

  it('shows the home story above the products, in the market language', async () => {
    const backend = createTestBackend();
    await renderApp('/gb/', { fetch: backend.fetch });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Promotional products that get noticed' }),
    ).toBeTruthy();
    const usps = screen.getByRole('list', { name: 'Why shop with us' });
    expect(
      within(usps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Free delivery on orders over £39');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/gb/terms/',
    );
  });

  it('shows the products when the content service fails', async () => {
    const backend = createTestBackend();
    backend.store.faults.push({ id: 'down', route: 'GET /api/content/stories/', status: 500, times: 1 });
    await renderApp('/se/', { fetch: backend.fetch });
    await waitFor(() => expect(backend.store.faults).toEqual([]));
    // The products are all there, and of the story's blocks nothing (not even a skeleton) is left.
    const products = screen.getByRole('region', { name: 'Produkter' });
    expect(await within(products).findAllByRole('heading', { level: 2 })).toHaveLength(24);
    await waitFor(() => expect(document.querySelector('main [aria-hidden="true"]')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Därför handlar du hos oss' })).toBeNull();
    expect(screen.queryByText('Profilprodukter som syns')).toBeNull();
  });
});
