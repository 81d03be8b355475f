import { Fragment, useState } from 'react';
import type { z } from 'zod';
import {
  formatLongDate,
  STATE_STATUS_LABELS,
  STATE_STATUSES,
  stateInputSchema,
} from '@sweepscout/shared';
import { Button, VisuallyHidden } from '@sweepscout/kit';
import { useAdminStatesQuery, type AdminStateRecord } from '../../api/adminApi';
import { useAdminSession } from '../../components/adminSession';
import { CheckField } from '../../components/CheckField';
import { Field } from '../../components/Field';
import { Options } from '../../components/Options';
import { AdminLayout, ListState } from '../../components/AdminLayout';
import { stateLabel } from '../../components/publication';
import { RecordDialog } from '../../components/RecordDialog';
import { DataTable } from '../../components/DataTable';
import { FilterBar, Muted } from '../../components/styles';
import { useDialogState } from '../../components/useDialogState';
import { useRecordForm } from '../../components/useRecordForm';
import { editorialCollection } from '../../editorial/collection';
import { EditorialContext } from '../../editorial/editorialContext';
import { formKey } from '../../editorial/CrudScreen';
import { useReloadRecord } from '../../editorial/useReloadRecord';
import { filterStates, STATE_FILTERS, type StateFilter } from './stateFilters';
import { StatePreviewPanel } from './StatePreviewPanel';

const STATES = editorialCollection('states', 'manage_content', { title: 'State', noun: 'state' });

type StateFormValues = z.input<typeof stateInputSchema>;

const dayText = (date: string | null) => (date ? formatLongDate(`${date}T12:00:00Z`) : '—');

function StateForm({ state, onClose }: { state: AdminStateRecord; onClose: () => void }) {
  const values: StateFormValues = {
    code: state.code,
    legalStatus: state.legalStatus,
    scheduledStatus: state.scheduledStatus ?? '',
    effectiveDate: state.effectiveDate ?? '',
    citation: state.citation,
    billStage: state.billStage,
    summary: state.summary,
    sources: state.sources.join('\n'),
    reachesAffiliates: state.reachesAffiliates,
    markedInformationOnly: state.markedInformationOnly,
    verified: state.verified,
    // Kept as read: the form does not edit the change log.
    changeLog: state.changeLog,
  };
  const { register, errors, editorial } = useRecordForm({
    schema: stateInputSchema,
    values,
    empty: () => values,
    collection: STATES,
    record: state,
    onClose,
  });
  return (
    <RecordDialog
      onClose={onClose}
      description={`The law and status of online sweepstakes casinos in ${state.name}.`}
      {...editorial}
    >
      <Field label="Status" error={errors.legalStatus} required>
        <select {...register('legalStatus')}>
          <Options values={STATE_STATUSES} label={(status) => STATE_STATUS_LABELS[status]} />
        </select>
      </Field>
      <Field
        label="Scheduled status"
        error={errors.scheduledStatus}
        hint="Replaces the status by itself on the effective date."
      >
        <select {...register('scheduledStatus')}>
          <option value="">None</option>
          <Options values={STATE_STATUSES} label={(status) => STATE_STATUS_LABELS[status]} />
        </select>
      </Field>
      <Field label="Effective date" error={errors.effectiveDate}>
        <input type="date" {...register('effectiveDate')} />
      </Field>
      <Field label="Law (citation)" error={errors.citation}>
        <input type="text" {...register('citation')} />
      </Field>
      <Field label="Bill stage" error={errors.billStage} full>
        <input type="text" {...register('billStage')} />
      </Field>
      <Field label="Summary" error={errors.summary} required full>
        <textarea rows={4} {...register('summary')} />
      </Field>
      <Field label="Sources" error={errors.sources} full hint="One http(s) URL per line.">
        <textarea rows={3} {...register('sources')} />
      </Field>
      <CheckField
        registration={register('reachesAffiliates')}
        label="The law reaches affiliates and promoters"
      />
      <CheckField
        registration={register('markedInformationOnly')}
        label="Information only (no links or promo codes for visitors there)"
      />
      <CheckField registration={register('verified')} label="Verified against the statute" />
    </RecordDialog>
  );
}

/**
 * /admin/states: every state with its status, effective date and last verification, filtered to
 * those that need verification or change within 30 days; editing goes through the editorial
 * workflow (draft, schedule, revisions, audit) like every other content record.
 */
export function StatesScreen() {
  const [filter, setFilter] = useState<StateFilter>('all');
  const dialog = useDialogState<AdminStateRecord>();
  const canManage = useAdminSession().canManage(STATES.permission);
  const query = useAdminStatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const reload = useReloadRecord<AdminStateRecord>(STATES.resource, dialog.openEdit);
  const filtered = filterStates(query.data ?? [], filter, Date.now());
  // By name, except the coming changes, which come soonest first.
  const rows =
    filter === 'changes-soon' ? filtered : filtered.sort((a, b) => a.name.localeCompare(b.name));
  return (
    <EditorialContext.Provider value={{ resource: STATES.resource, reload }}>
      <AdminLayout title="Manage States">
        <StatePreviewPanel />
        <ListState noun="states" query={query}>
          <FilterBar>
            <label htmlFor="state-filter">Show</label>
            <select
              id="state-filter"
              value={filter}
              onChange={(event) => setFilter(event.target.value as StateFilter)}
            >
              {STATE_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
            <Muted role="status">{rows.length} states</Muted>
          </FilterBar>
          {rows.length === 0 ? (
            <p>No states match.</p>
          ) : (
            <DataTable
              caption="States"
              headers={[
                'State',
                'Status now',
                'Effective date',
                'Last verified',
                'Publication',
                <VisuallyHidden>Actions</VisuallyHidden>,
              ]}
            >
              {rows.map((state) => (
                <tr key={state.id}>
                  <td>{state.name}</td>
                  <td>
                    {STATE_STATUS_LABELS[state.effectiveStatus]}
                    {state.scheduledStatus && state.scheduledStatus !== state.effectiveStatus
                      ? ` (${STATE_STATUS_LABELS[state.scheduledStatus]} from ${dayText(state.effectiveDate)})`
                      : ''}
                  </td>
                  <td>{dayText(state.effectiveDate)}</td>
                  <td>
                    {state.verified && state.lastVerifiedAt
                      ? `${formatLongDate(state.lastVerifiedAt)} by ${state.verifiedBy}`
                      : 'Needs verification'}
                  </td>
                  <td>{stateLabel(state)}</td>
                  <td>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      disabled={!canManage}
                      onClick={() => dialog.openEdit(state)}
                    >
                      Edit<VisuallyHidden> {state.name}</VisuallyHidden>
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          {dialog.formOpen && dialog.editing ? (
            <Fragment key={formKey(dialog.editing)}>
              <StateForm state={dialog.editing} onClose={dialog.close} />
            </Fragment>
          ) : null}
        </ListState>
      </AdminLayout>
    </EditorialContext.Provider>
  );
}
