import { useState, type FormEvent } from 'react';
import { US_STATES, stateByCode } from '@sweepscout/shared';
import { Button } from '@sweepscout/kit';
import { usePreviewAsStateMutation, useStatePreviewQuery } from '../../api/adminApi';
import { errorText } from '../../components/feedback';
import { Alert, FilterBar, Muted, Panel, PanelHeading, TextLink } from '../../components/styles';

/**
 * "See the site as a visitor from": this browser's public pages are rendered for the chosen
 * state (its lists, its information-only mode, its refusals at /go/), whatever the editor's own
 * choice or the CDN's region header say, until the preview is ended or eight hours pass.
 */
export function StatePreviewPanel() {
  const [state, setState] = useState('CA');
  const [error, setError] = useState<string | null>(null);
  // The preview this browser is in, asked each time the screen opens (a preview started on an
  // earlier visit, or in another tab, lasts until it is ended or expires).
  const current = useStatePreviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const [preview, { isLoading }] = usePreviewAsStateMutation();
  const previewing = current.data?.state ?? null;

  const choose = async (code: string) => {
    setError(null);
    try {
      await preview(code).unwrap();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void choose(state);
  };
  const name = previewing ? (stateByCode(previewing)?.name ?? previewing) : null;

  return (
    <Panel id="state-preview" aria-labelledby="state-preview-title">
      <PanelHeading id="state-preview-title">Preview as a visitor from a state</PanelHeading>
      <form onSubmit={start}>
        <FilterBar>
          <label htmlFor="state-preview-choice">
            State
            <select
              id="state-preview-choice"
              value={state}
              onChange={(event) => setState(event.target.value)}
            >
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" $size="sm" disabled={isLoading}>
            Start preview
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={isLoading}
            onClick={() => void choose('all')}
          >
            End preview
          </Button>
        </FilterBar>
      </form>
      {error ? <Alert role="alert">{error}</Alert> : null}
      <p role="status">
        {current.isFetching && !current.data ? (
          <Muted>Checking whether this browser is in a preview…</Muted>
        ) : current.isError && !current.data ? (
          <Muted>Could not check whether this browser is in a preview.</Muted>
        ) : name ? (
          <>
            This browser now sees the public site as a visitor from {name}.{' '}
            <TextLink href="/" target="_blank" rel="noopener">
              Open the site
            </TextLink>
          </>
        ) : (
          <Muted>
            Pages open in this browser as your own state choice shows them. Start a preview to see
            what a visitor from another state is shown.
          </Muted>
        )}
      </p>
    </Panel>
  );
}
