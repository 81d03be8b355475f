import { Link } from 'react-router-dom';
import { formatLongDate, STATE_STATUS_LABELS } from '@sweepscout/shared';
import { StateMessage } from '@sweepscout/kit';
import { useAdminStatesQuery } from '../../api/adminApi';
import { Muted, Panel, PanelHeading } from '../../components/styles';
import { filterStates, SOON_DAYS } from './stateFilters';

/** The dashboard's card of state laws taking effect in the next 30 days. */
export function LegalChangesCard() {
  const { data, isLoading, isError } = useAdminStatesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const soon = filterStates(data ?? [], 'changes-soon', Date.now());
  return (
    <Panel aria-labelledby="legal-changes-heading" data-testid="legal-changes">
      <PanelHeading id="legal-changes-heading">
        Legal changes in the next {SOON_DAYS} days
      </PanelHeading>
      {isLoading ? (
        <StateMessage role="status">Loading states...</StateMessage>
      ) : isError ? (
        <StateMessage $tone="error" role="alert">
          Error loading states. Please try again.
        </StateMessage>
      ) : soon.length === 0 ? (
        <Muted>No state law takes effect in the next {SOON_DAYS} days.</Muted>
      ) : (
        <ul>
          {soon.map((state) => (
            <li key={state.id}>
              {state.name}:{' '}
              {state.scheduledStatus ? STATE_STATUS_LABELS[state.scheduledStatus] : ''} from{' '}
              {state.effectiveDate ? formatLongDate(`${state.effectiveDate}T12:00:00Z`) : ''}
              {state.verified ? '' : ' (needs verification)'}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/admin/states">Manage states</Link>
      </p>
    </Panel>
  );
}
