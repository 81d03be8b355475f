/** @jest-environment jsdom */
import { followOtherTabs } from './otherTabs';

const idle = () => new Promise((resolve) => setTimeout(resolve, 5));
const anotherTab = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'x' }));

describe('following other tabs', () => {
  it('listens once the page is idle, catching up first, then on changes of its keys only', async () => {
    const onChange = jest.fn();
    const stop = followOtherTabs(['theme', 'glossary'], onChange);
    anotherTab('theme');
    expect(onChange).not.toHaveBeenCalled();

    await idle();
    expect(onChange).toHaveBeenCalledTimes(1);
    anotherTab('theme');
    anotherTab('glossary');
    anotherTab('something-else');
    expect(onChange).toHaveBeenCalledTimes(3);
    // Another tab cleared the storage: every key may have changed.
    anotherTab(null);
    expect(onChange).toHaveBeenCalledTimes(4);

    stop();
    anotherTab('theme');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('stopped before the page was idle, it never listens', async () => {
    const onChange = jest.fn();
    followOtherTabs(['theme'], onChange)();
    await idle();
    anotherTab('theme');
    expect(onChange).not.toHaveBeenCalled();
  });
});
