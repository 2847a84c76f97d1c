import type { ReactNode } from 'react';
import { Card } from '../../components/Card';

type AuthLayoutProps = {
  /** The page's h1. */
  title: string;
  /** The heading's id, for `aria-labelledby` on the form. */
  titleId: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the form, e.g. the link to the other auth screen. */
  footer?: ReactNode;
};

/** The centred card that login and register share. */
function AuthLayout({ title, titleId, description, children, footer }: AuthLayoutProps) {
  return (
    <div data-slot="auth-layout" className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <div className="grid gap-6 p-6 sm:p-8">
          <div className="grid gap-1.5">
            <h1 id={titleId} className="text-2xl font-extrabold tracking-tight">
              {title}
            </h1>
            {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          </div>
          {children}
          {footer ? (
            <div className="border-t border-line pt-5 text-center text-sm text-ink-muted">{footer}</div>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

export { AuthLayout };
export type { AuthLayoutProps };
