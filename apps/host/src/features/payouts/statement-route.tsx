import { StatementScreen, TIME_ZONE } from '@bilheteria/ui';
import {
  buildStatementCsv,
  csvBlob,
  downloadBlob,
  isSameRange,
  statementCsvFileName,
  todayIn,
  type DayRange,
} from '@bilheteria/ui/report';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { errorMessage } from '../../lib/api';
import { rangeFromQuery, withRange } from '../reports/range';
import { STATEMENT_LOAD_FAILED, useMyStatement } from './api';

/**
 * /organizer/extrato (issue #31 "Extrato"): the organizer's statement over every event. The period lives in the
 * address query, like the sales report's (the last 30 days by default).
 */
export function StatementRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayIn(TIME_ZONE);
  const range = rangeFromQuery(searchParams, today);
  const statement = useMyStatement(range);

  function applyRange(next: DayRange) {
    if (isSameRange(next, range)) return void statement.refetch();
    setSearchParams((query) => withRange(query, next));
  }

  return (
    <>
      <PageTitle>Extrato</PageTitle>
      <StatementScreen
        status={statement.isPending ? 'loading' : statement.isError ? 'error' : 'success'}
        error={statement.isError ? errorMessage(statement.error, STATEMENT_LOAD_FAILED) : null}
        statement={statement.data ?? null}
        range={range}
        today={today}
        onApplyRange={applyRange}
        onExportCsv={() => {
          if (statement.data)
            downloadBlob(csvBlob(buildStatementCsv(statement.data, range)), statementCsvFileName(range));
        }}
        onRetry={() => void statement.refetch()}
      />
    </>
  );
}
