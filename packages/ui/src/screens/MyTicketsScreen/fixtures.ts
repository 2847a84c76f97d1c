// Story data only: posters are inline SVGs so the stories need no server.

/** A square poster in the colours of `hue`, with a short caption. */
function posterFixture(hue: number, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><circle cx="300" cy="110" r="70" fill="rgba(255,255,255,.18)"/><text x="32" y="350" font-family="system-ui,sans-serif" font-size="44" font-weight="800" fill="#fff">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** 15 Nov 2025, 14:00 in São Paulo: "today" in the stories. */
const STORY_NOW = '2025-11-15T17:00:00Z';

const orderFixtures = {
  tonight: {
    orderId: '6f1c2a10-0000-4000-8000-000000000001',
    href: '/meus-ingressos/6f1c2a10-0000-4000-8000-000000000001',
    event: {
      title: 'Forró Pé de Serra na Praia',
      image: posterFixture(28, 'FORRÓ'),
      eventDate: '2025-11-15T23:00:00Z',
      venue: 'Barraca Chico do Caranguejo',
      city: 'Fortaleza',
      state: 'CE',
    },
  },
  nextMonth: {
    orderId: '6f1c2a10-0000-4000-8000-000000000002',
    href: '/meus-ingressos/6f1c2a10-0000-4000-8000-000000000002',
    event: {
      title: 'Rock in Copacabana — Noite Principal com Atrações Internacionais',
      image: posterFixture(265, 'ROCK'),
      eventDate: '2025-12-20T22:00:00Z',
      venue: 'Praia de Copacabana, Posto 4',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
  },
  lastMonth: {
    orderId: '6f1c2a10-0000-4000-8000-000000000003',
    href: '/meus-ingressos/6f1c2a10-0000-4000-8000-000000000003',
    event: {
      title: 'Jazz em Ouro Preto',
      image: posterFixture(200, 'JAZZ'),
      eventDate: '2025-10-04T22:30:00Z',
      venue: 'Teatro Municipal Casa da Ópera',
      city: 'Ouro Preto',
      state: 'MG',
    },
  },
  yesterday: {
    orderId: '6f1c2a10-0000-4000-8000-000000000004',
    href: '/meus-ingressos/6f1c2a10-0000-4000-8000-000000000004',
    event: {
      title: 'Samba na Lapa',
      image: null,
      eventDate: '2025-11-15T02:00:00Z',
      venue: 'Circo Voador',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
  },
} as const;

export { orderFixtures, posterFixture, STORY_NOW };
