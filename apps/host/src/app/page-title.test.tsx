import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

afterEach(() => {
  document.title = '';
});

describe('PageTitle', () => {
  it('names the document while shown, follows changes, and gives the old title back', () => {
    document.title = 'Bilheteria';
    const view = render(<PageTitle>Evento</PageTitle>);
    expect(document.title).toBe('Evento · Bilheteria');

    view.rerender(<PageTitle>Festival de Forró</PageTitle>);
    expect(document.title).toBe('Festival de Forró · Bilheteria');

    view.unmount();
    expect(document.title).toBe('Bilheteria');
  });

  it('renders nothing in the page itself', () => {
    const { container } = render(<PageTitle>Eventos</PageTitle>);
    expect(container).toBeEmptyDOMElement();
    expect(document.body.querySelector('title')).toBeNull();
  });
});
