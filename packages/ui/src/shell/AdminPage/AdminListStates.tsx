import type { ReactNode } from 'react';
import { LoadingState, StateMessage } from '../../components/StateMessage';

type AdminListStatesProps = {
  status: 'loading' | 'error' | 'success';
  /** The server's pt-BR reason, shown when `status` is `error`. */
  loadError?: string | null;
  /** How many rows arrived: none shows `empty`. */
  count: number;
  /** "Nenhum … ainda." */
  empty: string;
  /** The list itself, once it has rows. */
  children: ReactNode;
};

/** An ADMIN list's loading, failure and empty states, then the list. */
function AdminListStates({ status, loadError, count, empty, children }: AdminListStatesProps) {
  if (status === 'loading') return <LoadingState />;
  if (status === 'error')
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {loadError}
      </p>
    );
  return count === 0 ? <StateMessage title={empty} /> : children;
}

export { AdminListStates };
export type { AdminListStatesProps };
