import { StateMessage } from '@bilheteria/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageTitle } from './page-title';

const texts = {
  title: 'Algo deu errado',
  description: 'Não foi possível abrir esta página. Recarregue a página ou tente novamente em instantes.',
  notFound: 'Página não encontrada',
} as const;

/** Error boundary of the routes: a failed page (or a chunk that did not load) keeps the top bar. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? texts.notFound : texts.title;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <StateMessage
        className="mx-auto max-w-3xl px-4 py-16"
        headingLevel="h1"
        tone={notFound ? 'neutral' : 'danger'}
        title={title}
        description={notFound ? undefined : texts.description}
      />
    </>
  );
}
