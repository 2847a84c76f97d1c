import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type LoadingStateProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The visible (and announced) text; the spec's "Carregando..." unless the screen says more. */
  label?: string;
};

/** A region's loading text with a spinner, announced politely. */
function LoadingState({ label = 'Carregando...', className, ...props }: LoadingStateProps) {
  return (
    <div
      role="status"
      data-slot="loading-state"
      className={cn(
        'flex items-center justify-center gap-2 py-16 text-sm font-medium text-ink-muted',
        className,
      )}
      {...props}
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600 motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}

type StateMessageProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative icon. */
  icon?: ReactNode;
  /** The message; a heading when `headingLevel` is given. */
  title: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  description?: ReactNode;
  /** A button or link below the text. */
  action?: ReactNode;
  tone?: 'neutral' | 'danger';
};

/** An empty, not-found or failed region: icon, message, optional description and action. */
function StateMessage({
  icon,
  title,
  headingLevel,
  description,
  action,
  tone = 'neutral',
  className,
  ...props
}: StateMessageProps) {
  const Title = headingLevel ?? 'p';
  return (
    <div
      data-slot="state-message"
      data-tone={tone}
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center',
        tone === 'danger' && 'border-danger/30 bg-danger-soft',
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden
          className={cn(
            'flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6',
            tone === 'danger' && 'bg-surface text-danger',
          )}
        >
          {icon}
        </span>
      ) : null}
      <Title className={cn('text-lg font-bold text-ink', tone === 'danger' && 'text-danger')}>{title}</Title>
      {description ? (
        <p className={cn('max-w-md text-sm text-ink-muted', tone === 'danger' && 'text-danger')}>
          {description}
        </p>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export { LoadingState, StateMessage };
export type { LoadingStateProps, StateMessageProps };
