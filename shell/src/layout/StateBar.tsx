import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ALL_STATES, STATE_CHOICE_PATH, type VisitorState } from '@sweepscout/shared';
import {
  baseApi,
  Container,
  ServerMemo,
  ShowAllStatesLink,
  theme,
  UsStateOptions,
  useVisitorStateQuery,
} from '@sweepscout/kit';
import { STATE_STRIP_MIN_HEIGHT_PX } from './headerHeight';

const c = theme.colors;

const Strip = styled.div`
  border-top: 1px solid ${c.border};
  font-size: 0.875rem;
  color: ${c.textMuted};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  min-height: ${STATE_STRIP_MIN_HEIGHT_PX}px;
  padding-top: 4px;
  padding-bottom: 4px;
`;

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
    color: ${c.text};
  }
  select,
  button {
    height: 32px;
    border-radius: ${theme.radius.sm};
    border: 1px solid ${c.border};
    background: ${c.surface};
    color: ${c.text};
    font: inherit;
    padding: 0 8px;
  }
  button {
    font-weight: 600;
    cursor: pointer;
  }
`;

const Note = styled.p`
  margin: 0;
  a {
    color: ${c.primary};
    font-weight: 600;
  }
`;

/**
 * Below the header: the visitor's state selector (a GET form the server answers by setting the
 * `state` cookie and sending the visitor back, so it works without script) and, for a chosen
 * state, what the page does with it: which casinos are listed, or that it shows information only.
 */
export function StateBar() {
  const { pathname, search } = useLocation();
  const { data } = useVisitorStateQuery();
  const state: VisitorState['state'] = data?.state ?? null;
  const back = `${pathname}${search}`;
  const dispatch = useDispatch();
  // With script, the same request without leaving the page: the server sets the cookie, then
  // every read of the page is made again for the new state (the answers vary by it).
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams(
      new FormData(event.currentTarget) as unknown as Record<string, string>,
    );
    void fetch(`${STATE_CHOICE_PATH}?${query.toString()}`, {
      credentials: 'same-origin',
      redirect: 'manual',
    }).then(() => dispatch(baseApi.util.resetApiState()));
  };
  return (
    <Strip data-state-bar="">
      <Inner>
        <Form method="get" action={STATE_CHOICE_PATH} onSubmit={choose}>
          <label htmlFor="visitor-state">Your state</label>
          {/* 52 options, the same on every page for one state: rendered once on the server. */}
          <ServerMemo id="state-select" deps={[state?.code ?? ALL_STATES]}>
            <select id="visitor-state" name="state" defaultValue={state?.code ?? ALL_STATES}>
              <option value={ALL_STATES}>All states</option>
              <UsStateOptions />
            </select>
          </ServerMemo>
          <input type="hidden" name="back" value={back} />
          <button type="submit">Set</button>
        </Form>
        {state && data?.source === 'preview' && (
          <Note data-state-note="preview" role="status">
            Staff preview: you see the site as a visitor from {state.name}.{' '}
            <a href="/admin/states#state-preview">Change or end the preview</a>
          </Note>
        )}
        {state && state.informationOnly && (
          <Note data-state-note="information-only">
            Information only for visitors in {state.name}: no casino links, bonus claims or promo
            codes. <a href={`/states/${state.slug}`}>Why?</a>
          </Note>
        )}
        {/* On every page, not only those with lists: the strip keeps its height as the visitor moves. */}
        {state && !state.informationOnly && (
          <Note data-state-note="filtered">
            Showing casinos available in {state.name}. <ShowAllStatesLink />
          </Note>
        )}
      </Inner>
    </Strip>
  );
}
