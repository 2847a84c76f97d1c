import { ShieldCheck, Ticket } from 'lucide-react';
import { AppLink } from '../../lib/link';

const texts = {
  brand: 'Bilheteria',
  tagline: 'Ingressos para shows, festas e experiências em todo o Brasil.',
  institutional: 'Institucional',
  links: [
    { href: '/politica-de-privacidade', label: 'Política de privacidade' },
    { href: '/termos', label: 'Termos de uso' },
    { href: '/cancelamento', label: 'Política de cancelamento' },
  ],
  social: 'Redes sociais',
  socialNetworks: ['Instagram', 'Facebook', 'TikTok', 'YouTube'],
  comingSoon: '(em breve)',
  secureTitle: 'Site seguro',
  secureText: 'Compra protegida e pagamento via Pix.',
  copyright: (year: number) => `© ${year} Bilheteria. Todos os direitos reservados.`,
} as const;

type FooterProps = {
  /** Copyright year; the current year when omitted. */
  year?: number;
};

function SocialPlaceholders() {
  // No profiles exist yet: names without links, so nobody lands on a dead "#".
  return (
    <section aria-labelledby="footer-social" className="grid content-start gap-3">
      <h2 id="footer-social" className="text-sm font-semibold text-ink-inverse">
        {texts.social}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {texts.socialNetworks.map((network) => (
          <li
            key={network}
            data-slot="footer-social"
            className="rounded-full border border-surface-inverse-raised px-3 py-1 text-xs text-ink-inverse-muted"
          >
            {network} <span className="sr-only">{texts.comingSoon}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SecureBadge() {
  return (
    <div
      data-slot="footer-secure-badge"
      className="flex w-fit items-center gap-3 rounded-card border border-success-on-inverse/30 bg-surface-inverse-raised px-4 py-3"
    >
      <ShieldCheck aria-hidden className="size-7 shrink-0 text-success-on-inverse" />
      <div>
        <p className="text-sm font-bold text-ink-inverse">{texts.secureTitle}</p>
        <p className="text-xs text-ink-inverse-muted">{texts.secureText}</p>
      </div>
    </div>
  );
}

/** Spec §2 footer: privacy, terms and cancellation links, social placeholders and a reputation badge. */
function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer data-slot="footer" className="on-dark bg-surface-inverse text-ink-inverse-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-4">
          <p className="flex items-center gap-2 text-lg font-extrabold text-ink-inverse">
            <Ticket aria-hidden className="size-5 -rotate-12 text-brand-300" />
            {texts.brand}
          </p>
          <p className="max-w-xs text-sm">{texts.tagline}</p>
          <SecureBadge />
        </div>
        <nav aria-labelledby="footer-institutional" className="grid content-start gap-3">
          <h2 id="footer-institutional" className="text-sm font-semibold text-ink-inverse">
            {texts.institutional}
          </h2>
          <ul className="grid gap-2 text-sm">
            {texts.links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className="rounded-sm hover:text-ink-inverse hover:underline">
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <SocialPlaceholders />
      </div>
      <div className="border-t border-surface-inverse-raised">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs">{texts.copyright(year)}</p>
      </div>
    </footer>
  );
}

export { Footer };
export type { FooterProps };
