// The example site's own script: mounts the Bilheteria checkout for one event and, on demand, the door
// scanner, with the API base from config.js. The event comes from `?evento=<id>`; without it the page lists
// the events on sale (GET /events, a public call) to choose one.
(function () {
  'use strict';

  const config = window.bilheteriaExample || {};
  const apiBase = config.apiBase || 'http://localhost:3000/api';
  const notice = document.getElementById('aviso');
  const say = (text) => {
    notice.textContent = text;
  };

  if (!window.Bilheteria) {
    say('Não foi possível carregar a Bilheteria (bilheteria-embed.iife.js).');
    return;
  }

  // The widgets announce what happens as DOM events that bubble up to the page.
  document.addEventListener('bilheteria:complete', (event) => {
    const { orderId, tickets } = event.detail;
    say(`Compra concluída! Pedido ${orderId}, ${tickets.length} ingresso(s). Bom espetáculo!`);
  });

  let checkout = null;
  function showCheckout(eventId) {
    if (checkout) checkout.unmount();
    say('');
    checkout = window.Bilheteria.mountCheckout('#checkout', { apiBase, eventId });
  }

  async function chooseEvent() {
    const chooser = document.getElementById('escolha-evento');
    const select = document.getElementById('evento');
    try {
      const response = await fetch(`${apiBase}/events`);
      if (!response.ok) throw new Error(String(response.status));
      const { items } = await response.json();
      if (items.length === 0) {
        say('Nenhum espetáculo à venda no momento.');
        return;
      }
      for (const item of items) select.add(new Option(item.title, item._id));
      chooser.hidden = false;
      select.addEventListener('change', () => showCheckout(select.value));
      showCheckout(items[0]._id);
    } catch {
      say(
        `Não foi possível falar com a Bilheteria em ${apiBase}. A API está no ar e aceita esta origem (APP_ORIGIN)?`,
      );
    }
  }

  const eventId = new URLSearchParams(window.location.search).get('evento');
  if (eventId) showCheckout(eventId);
  else void chooseEvent();

  // The scanner turns the camera on as soon as the organizer is signed in: it is mounted only when asked.
  let scanner = null;
  const toggle = document.getElementById('abrir-portaria');
  toggle.addEventListener('click', () => {
    if (scanner) {
      scanner.unmount();
      scanner = null;
    } else {
      scanner = window.Bilheteria.mountScanner('#scanner', { apiBase });
    }
    toggle.textContent = scanner ? 'Fechar portaria' : 'Abrir portaria';
    toggle.setAttribute('aria-expanded', String(scanner !== null));
  });
})();
