import { useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@sweepscout/kit';
import {
  useRestoreRevisionMutation,
  useRevisionQuery,
  useRevisionsQuery,
  type EditorialResource,
} from '../api/adminApi';
import { notifyDone, notifyFailed } from '../components/feedback';
import { diffRecords } from '../components/revisionDiff';
import { Alert, FullRow } from '../components/styles';

const c = theme.colors;

const Box = styled.details`
  margin-top: ${theme.space(5)};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(3)} ${theme.space(4)};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ol {
    list-style: none;
    margin: ${theme.space(3)} 0 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${c.border};
  }
`;

const Diff = styled.table`
  width: 100%;
  margin-top: ${theme.space(3)};
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space(1)} ${theme.space(2)};
    border-bottom: 1px solid ${c.border};
  }
  del {
    color: ${c.danger};
  }
  ins {
    color: ${c.success};
    text-decoration: none;
  }
`;

interface Props {
  resource: EditorialResource;
  id: string;
  /** After a restore: the dialog closes (the list refetches with the restored record). */
  onRestored: () => void;
}

/** The saved versions of a record, newest first; each compares with the newest and can be restored. */
export function RevisionHistory({ resource, id, onRestored }: Props) {
  const revisions = useRevisionsQuery({ resource, id });
  const [selected, setSelected] = useState<string | null>(null);
  const newestId = revisions.data?.[0]?.id;
  const newest = useRevisionQuery(
    { resource, id, revisionId: newestId ?? '' },
    { skip: !newestId || !selected },
  );
  const chosen = useRevisionQuery(
    { resource, id, revisionId: selected ?? '' },
    { skip: !selected },
  );
  const [restore, restoring] = useRestoreRevisionMutation();

  const onRestore = async (revisionId: string) => {
    try {
      await restore({ resource, id, revisionId }).unwrap();
      notifyDone('The revision has been restored.');
      onRestored();
    } catch (error) {
      notifyFailed('restore revision', error);
    }
  };

  const changes =
    chosen.data && newest.data ? diffRecords(chosen.data.record, newest.data.record) : null;

  return (
    <FullRow>
      <Box>
        <summary>History</summary>
        {revisions.isLoading ? <p>Loading history...</p> : null}
        {revisions.isError ? (
          <Alert role="alert">Error loading history. Please try again.</Alert>
        ) : null}
        {revisions.data && revisions.data.length === 0 ? <p>No saved versions yet.</p> : null}
        <ol aria-label="Saved versions">
          {(revisions.data ?? []).map((revision, index) => (
            <li key={revision.id}>
              <span>
                {new Date(revision.createdAt).toLocaleString()} by {revision.by}
                {index === 0 ? ' (current)' : ''}
              </span>
              {index > 0 ? (
                <span>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-pressed={selected === revision.id}
                    onClick={() => setSelected(selected === revision.id ? null : revision.id)}
                  >
                    Compare
                  </Button>{' '}
                  <Button
                    type="button"
                    $size="sm"
                    disabled={restoring.isLoading}
                    aria-label={`Restore the version of ${new Date(revision.createdAt).toLocaleString()}`}
                    onClick={() => void onRestore(revision.id)}
                  >
                    Restore
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        {selected && !changes ? <p>Loading changes...</p> : null}
        {changes ? (
          changes.length ? (
            <Diff aria-label="Changes from this version to the current one">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">This version</th>
                  <th scope="col">Current</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td>
                      <del>{change.before}</del>
                    </td>
                    <td>
                      <ins>{change.after}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Diff>
          ) : (
            <p>This version is the same as the current one.</p>
          )
        ) : null}
      </Box>
    </FullRow>
  );
}
