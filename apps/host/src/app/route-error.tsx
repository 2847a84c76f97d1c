import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PlaceholderPage } from './placeholder-page';

const texts = {
  title: 'Algo deu errado',
  description: 'Não foi possível abrir esta página. Recarregue a página ou tente novamente em instantes.',
  notFound: 'Página não encontrada',
} as const;

/** Error boundary of the routes: a failed page (or a chunk that did not load) keeps the top bar. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PlaceholderPage title={texts.notFound} />;
  return <PlaceholderPage title={texts.title} description={texts.description} />;
}
