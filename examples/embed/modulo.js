// The same checkout through the ES module build (packages/embed/dist/bilheteria-embed.js): for sites that
// load scripts as modules. The door scanner's camera library is a separate chunk, loaded only if a scanner is
// mounted.
import { mountCheckout } from '/bilheteria/bilheteria-embed.js';

const { apiBase = 'http://localhost:3000/api' } = window.bilheteriaExample ?? {};
const eventId = new URLSearchParams(window.location.search).get('evento');
const notice = document.getElementById('aviso');

if (eventId) {
  mountCheckout('#checkout', {
    apiBase,
    eventId,
    onComplete: ({ orderId }) => {
      notice.textContent = `Compra concluída! Pedido ${orderId}.`;
    },
  });
} else {
  notice.textContent = 'Abra esta página com ?evento=<id do evento>.';
}
