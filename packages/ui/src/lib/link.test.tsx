import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, LinkProvider, type AppLinkProps } from './link';

describe('AppLink', () => {
  it('renders a plain anchor by default', () => {
    render(<AppLink href="/login">ENTRAR</AppLink>);
    expect(screen.getByRole('link', { name: 'ENTRAR' })).toHaveAttribute('href', '/login');
  });

  it('renders the component given by LinkProvider', () => {
    function RouterLink({ href, children, ...props }: AppLinkProps) {
      return (
        <a data-router="yes" href={`#${href}`} {...props}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <AppLink href="/termos" className="x">
          Termos de uso
        </AppLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Termos de uso' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '#/termos');
    expect(link).toHaveClass('x');
  });
});
