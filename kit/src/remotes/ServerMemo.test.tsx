import { createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import type { ServerFragments } from './shellServer';
import { ServerFragmentsContext, ServerMemo } from './ServerMemo';

function Field() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Name</label>
      <input id={id} />
    </p>
  );
}

/** Fragments that keep nothing: every part is recorded, with the key it was asked for. */
function recordingFragments(keys: string[]): ServerFragments {
  return {
    reuse: () => null,
    record: (key) => {
      keys.push(key);
      return { start: createElement('template'), end: createElement('template') };
    },
  };
}

describe('ServerMemo', () => {
  it('renders its children as they are where no page server keeps fragments (the browser)', () => {
    const deps = jest.fn(() => ['row']);
    const memo = renderToString(
      <ServerMemo id="row" deps={deps}>
        <Field />
      </ServerMemo>,
    );
    // Without fragments the key is never needed: a row's data is not serialised in the browser.
    expect(deps).not.toHaveBeenCalled();
    expect(memo).toMatch(/^<p><label for="(.+)">Name<\/label><input id="\1"\/><\/p>$/);
  });

  it('keys a part by where it sits, its id and its deps, from a function or a list', () => {
    const keys: string[] = [];
    renderToString(
      <ServerFragmentsContext.Provider value={recordingFragments(keys)}>
        <ServerMemo id="row" deps={() => ['{"id":1}', true]}>
          <Field />
        </ServerMemo>
        <ServerMemo id="row" deps={['{"id":1}', true]}>
          <Field />
        </ServerMemo>
      </ServerFragmentsContext.Provider>,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\|row\|\["\{\\"id\\":1\}",true\]$/);
    expect(keys[1]).toMatch(/\|row\|\["\{\\"id\\":1\}",true\]$/);
    // Two places, two keys: the ids inside differ.
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('puts a kept part in place of its children, which are not rendered', () => {
    const kept = <template data-kept="" />;
    const fragments: ServerFragments = {
      reuse: () => kept,
      record: () => {
        throw new Error('a kept part is not recorded');
      },
    };
    const Fails = () => {
      throw new Error('a kept part is not rendered');
    };
    const html = renderToString(
      <ServerFragmentsContext.Provider value={fragments}>
        <ServerMemo id="row" deps={['a']}>
          <Fails />
        </ServerMemo>
      </ServerFragmentsContext.Provider>,
    );
    expect(html).toBe('<template data-kept=""></template>');
  });
});
