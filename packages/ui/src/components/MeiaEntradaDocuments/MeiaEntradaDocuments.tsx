import { MEIA_ENTRADA_INFO, MEIA_ENTRADA_TIPOS } from '@bilheteria/rules';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const texts = {
  title: 'Documentos aceitos para a meia-entrada',
  intro: 'Na entrada, cada ingresso de meia-entrada é conferido com o documento do seu tipo:',
} as const;

type MeiaEntradaDocumentsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The heading's level where the list sits (an event page's card: 2; inside a checkout step: 3). */
  level?: 2 | 3;
};

/**
 * What proves the right to half price, per `tipo` (Lei 12.933/2013, Decreto 8.537/2015), listed before the sale:
 * on the event page and at the checkout's beneficiary step (issue #30). The list is packages/rules'.
 */
function MeiaEntradaDocuments({ level = 2, className, ...props }: MeiaEntradaDocumentsProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      data-slot="meia-entrada-documents"
      aria-labelledby={id}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <Heading id={id} className={cn('font-bold tracking-tight', level === 2 ? 'text-xl' : 'text-base')}>
        {texts.title}
      </Heading>
      <p className="text-sm text-ink-muted">{texts.intro}</p>
      <dl className="grid gap-2 text-sm">
        {MEIA_ENTRADA_TIPOS.map((tipo) => (
          <div key={tipo} className="grid gap-0.5">
            <dt className="font-semibold text-ink">{MEIA_ENTRADA_INFO[tipo].label}</dt>
            <dd className="text-ink first-letter:uppercase">{MEIA_ENTRADA_INFO[tipo].document}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { MeiaEntradaDocuments };
export type { MeiaEntradaDocumentsProps };
