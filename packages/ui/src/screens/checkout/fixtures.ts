/**
 * Sample data for the checkout and order stories: one event, its lots, a Pix charge with a real
 * QR image (a valid BR Code), all fixed in time so every story renders the same.
 */
import type { CheckoutEvent } from './CheckoutFrame';
import type { PixCharge } from './PixPanel';

/** "Now" in every story: Saturday 15 Nov 2025, 18:00 in São Paulo. */
const STORY_NOW = Date.parse('2025-11-15T21:00:00Z');

const storyPoster =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'%3E%3Cdefs%3E%3ClinearGradient id='g' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%237222d6'/%3E%3Cstop offset='1' stop-color='%23ffc53d'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect width='400' height='400' fill='url(%23g)'/%3E%3Ccircle cx='200' cy='170' r='90' fill='%23ffffff' fill-opacity='.25'/%3E%3Ctext x='200' y='330' font-family='sans-serif' font-size='44' font-weight='700' fill='%23fff' text-anchor='middle'%3EFORR%C3%93%3C/text%3E%3C/svg%3E";

const storyEvent: CheckoutEvent = {
  title: 'Forró Pé de Serra no Parque',
  poster: storyPoster,
  date: '2025-12-06T23:00:00Z',
  city: 'Fortaleza',
  state: 'CE',
};

const storyPixCode =
  '00020126750014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400000213Pedido 7f3a9c5204000053039865406160.005802BR5910BILHETERIA6009SAO PAULO62070503***63048CC9';

const storyPix: PixCharge = {
  paymentId: 'pay_7f3a9c2e41b8',
  qrCodeBase64:
    'iVBORw0KGgoAAAANSUhEUgAAALwAAAC8CAYAAADCScSrAAAAAklEQVR4AewaftIAAAmKSURBVO3BQa4cyZLAQDLx7n9ljpaOXkQjUSV99YSb2S+sdYmHtS7ysNZFHta6yA//oPInVXyTylRxonJS8YbKScUbKlPFpPJNFZPKVHGiMlVMKn9SxfSw1kUe1rrIw1oX+eFfVHyTyhsqU8WkMlWcqEwVk8qkclLxCZWTipOKSeWk4ptUpoo3Kr5J5eRhrYs8rHWRh7Uu8sNLKm9UvKEyVUwqJyonFX+TikllUpkqJpWp4kTlpOJ/SeWNijce1rrIw1oXeVjrIj/8x1VMKm+onFS8UTGpfJPKicpUMVVMKpPKJ1Smir/Jw1oXeVjrIg9rXeSHv5zKVDGpTBVvVJyofJPKGxUnKlPFpHJSMamcqPyXPax1kYe1LvKw1kV+eKniT6qYVE5UpopJZaqYVKaKSeWNijdUvqniRGWqmFSmit+p4nd6WOsiD2td5GGti/zwL1T+ZhWTyp9UMamcqEwVb6hMFZPKVDGpTBWTylQxqUwVk8pUcaLyJz2sdZGHtS7ysNZF7Bf+IipTxaTyO1VMKicVk8pU8YbKVHGiMlV8k8pU8V/2sNZFHta6yMNaF7FfGFSmiknlmyo+ofJGxaQyVUwq/2UVk8obFZPKScWJyjdVvPGw1kUe1rrIw1oXsV84UJkqJpU3KiaVqWJSmSr+l1SmikllqviEylRxojJVTCpTxYnKJyo+oTJVfOJhrYs8rHWRh7UuYr8wqEwVk8pJxaTyiYpJ5aRiUpkqTlSmihOVqWJSmSomlZOKE5Wp4kRlqvibqEwVk8pU8cbDWhd5WOsiD2td5Id/oXJSMalMFScqU8XvpPJNFf+fqUwVJypTxYnKVDGpfNPDWhd5WOsiD2td5Id/qPidVE5UTiomlTcqJpWpYlL5nSomlUnlEypTxaTyhspUMVWcqEwVJxXf9LDWRR7WusjDWhf54V+onFRMFScVn1A5UZkqJpU3Kk5UTiomlanijYpJ5RMVk8pUcaLyRsWJylQxqUwVbzysdZGHtS7ysNZFfvgXFW+oTBWTyjdVTCq/k8pUMalMKicqU8Wk8omKSWWqOFE5qXhDZaqYKk4qPvGw1kUe1rrIw1oX+eEfVKaKSWWqeKPiRGWqmFROKiaVqWJS+YTKVDGpTBWfUPkmlTcq3lA5UXmj4hMPa13kYa2LPKx1EfuFA5VPVEwqU8UnVKaKN1TeqPgmlaliUpkqJpWpYlKZKk5UvqliUpkq3lCZKiaVqWJ6WOsiD2td5GGti9gvDConFW+oTBWTyt+sYlKZKt5QmSomlanim1TeqJhUpopJ5RMVk8obFScPa13kYa2LPKx1EfuFA5WTijdUpopJZar4JpWTijdUpopJZao4UZkqPqFyUjGpnFRMKlPFGypTxaTyiYrpYa2LPKx1kYe1LvLDl6lMFVPFpDJVnKhMFZPKScWkMqlMFZPKVHFSMamcVLyhclLxO1VMKlPFpHKiMlV808NaF3lY6yIPa13EfmFQmSomlT+p4kRlqjhRmSomlaniDZVvqjhRmSpOVE4qJpWp4kTld6o4UZkqpoe1LvKw1kUe1rrID/9QMalMFScqU8UbKicqU8WkMlVMFZ9QmSpOKt5QOVE5UfmbVLyhMlVMKlPFGw9rXeRhrYs8rHWRH/5BZaqYVD6hMlWcqEwV/2UqU8XvVHGiMqm8ofKGylRxojJVTCpTxcnDWhd5WOsiD2td5Id/oXJSMamcVPwvqbyhcqLyRsU3VUwqJyonFZPKN1W8UTGpTBWTylQxPax1kYe1LvKw1kV++BcVn1D5RMWJylQxqZxUTCpTxaQyVUwqk8onVN6oeKPipOITKt9U8YmHtS7ysNZFHta6iP3CoPI7VUwqn6j4X1KZKiaVqWJS+UTF30TlpOINlaniEw9rXeRhrYs8rHUR+4UDlaniROWbKt5QmSpOVE4qPqEyVXyTylTxhspUcaLyJ1W8oTJVTA9rXeRhrYs8rHWRH76s4g2VT6hMFZPKJ1ROKj6hMlVMKlPFJ1Q+UfEJlTdUvulhrYs8rHWRh7Uu8sOXqUwVk8pJxTdVTCpTxaRyUjGpTBVvVEwqn1CZKj6hMlVMKm9UnKi8UfHGw1oXeVjrIg9rXeSHL6uYVKaKSeVE5aTiEyp/kspU8U0Vk8pUcaIyVUwqJxWTyqQyVUwVb6hMFScPa13kYa2LPKx1kR/+MJWp4qTiRGWqmFSmihOVqeKk4o2KNyreUPlExaQyVbxR8YbKVDGpfOJhrYs8rHWRh7Uu8sOHVE4qPqFyUjGpnKh8k8pJxRsVb1RMKlPFpPJGxTepvKEyVZyoTBXTw1oXeVjrIg9rXcR+YVD5m1RMKm9UTCpvVJyoTBVvqEwVb6i8UTGpTBWTyknFpHJS8YbKGxUnD2td5GGtizysdRH7hUHlpGJSOan4hMpJxaRyUjGpnFS8oXJSMalMFZPKVHGiMlVMKp+o+CaVqeJEZap442GtizysdZGHtS7ywz9UvFExqZyofJPKVDGpTCqfUJkqfqeKT6icVEwqJypTxYnKGyonFZPKScX0sNZFHta6yMNaF/nhX6h8U8WJylQxqUwV/0sqU8UnVKaKNyq+qeJEZaqYKj6hclIxqZw8rHWRh7Uu8rDWRX74B5Wp4kTlDZWp4kRlqjhRmSomld9J5b9E5UTlpGJS+Zs9rHWRh7Uu8rDWRX74h4o3Kt6oeKNiUjmpeKPiRGWqOFGZKt5QeUNlqphUTireUHmj4g2VE5Wp4o2HtS7ysNZFHta6yA//oPInVUwVk8pUMam8UTGpTBVTxaTyCZWp4hMVk8pUcaIyVUwqU8UnVKaKT6hMFScPa13kYa2LPKx1kR/+RcU3qZyoTBWTyonKGxV/UsXvVPEJld+p4o2KSWWqeONhrYs8rHWRh7Uu8sNLKm9UfFPFicpJxTdVTCqTyu+kMlVMKicVk8pUMalMFScqf5LKVDE9rHWRh7Uu8rDWRX74y6m8UTGpTCpvVHxTxaQyVZyoTBWTyicqJpWp4neqOKk4qTh5WOsiD2td5GGti/zwl6uYVN6o+ITKVPFNFZPKVDFVTCpvVLxRMalMFVPF3+xhrYs8rHWRh7Uu8sNLFb9TxaTyCZWpYlKZKk5Upoo3VE4qJpWp4qTiRGWqmFS+SWWqmFTeqJhUpoqTh7Uu8rDWRR7WusgP/0LlT1KZKv5mKlPFpDJVfEJlqnijYlKZKiaVqWJSOamYVKaKSWWqmFSmijce1rrIw1oXeVjrIvYLa13iYa2LPKx1kYe1LvJ/of9hvdtwpHMAAAAASUVORK5CYII=',
  copiaECola: storyPixCode,
  // 15 minutes after STORY_NOW.
  expiracao: '2025-11-15T21:15:00Z',
};

export { STORY_NOW, storyEvent, storyPix, storyPoster };
