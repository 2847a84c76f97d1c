import { AppLink } from '../../lib/link';
import type { LegalDocument } from './documents';

const texts = {
  updated: (date: string) => `Última atualização: ${date}`,
  seeAlso: 'Veja também',
  others: [
    { href: '/politica-de-privacidade', label: 'Política de privacidade' },
    { href: '/termos', label: 'Termos de uso' },
    { href: '/cancelamento', label: 'Política de cancelamento e reembolso' },
  ],
} as const;

type LegalScreenProps = {
  document: LegalDocument;
  /** The page's own path, left out of "Veja também". */
  path: '/politica-de-privacidade' | '/termos' | '/cancelamento';
};

/** A policy page of the footer (privacy, terms, cancellation): a readable column of headed sections. */
function LegalScreen({ document, path }: LegalScreenProps) {
  return (
    <article data-slot="legal-screen" className="mx-auto grid max-w-3xl gap-8 px-4 py-10 text-ink">
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance">{document.title}</h1>
        <p className="text-sm text-ink-muted">{texts.updated(document.updated)}</p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="grid gap-3">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="grid list-disc gap-2 pl-5 leading-relaxed marker:text-ink-muted">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="rounded-lg border border-line bg-surface-muted p-4 leading-relaxed">
        {document.contact.text}{' '}
        <a
          className="font-semibold break-all text-brand-700 underline"
          href={`mailto:${document.contact.email}`}
        >
          {document.contact.email}
        </a>
      </p>
      <nav aria-label={texts.seeAlso} className="grid gap-2">
        <h2 className="text-sm font-semibold text-ink-muted">{texts.seeAlso}</h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {texts.others
            .filter((link) => link.href !== path)
            .map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className="font-semibold text-brand-700 underline">
                  {link.label}
                </AppLink>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}

export { LegalScreen };
export type { LegalScreenProps };
