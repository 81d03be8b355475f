/** @jest-environment jsdom */
import { deferredArea } from './deferredArea';

/** A controllable IntersectionObserver: jsdom has none. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed element comes within the margin of the viewport. */
  enter() {
    this.callback(
      this.observed.map((target) => ({
        target,
        isIntersecting: true,
      })) as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

function areaElement(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `
    <button type="button">Question</button>
    <a href="/guides">Browse All Guides</a>
    <form><input name="email"><button type="submit">Subscribe</button></form>`;
  document.body.append(element);
  return element;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeObserver.instances = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  document.body.innerHTML = '';
});

describe('an area that hydrates when it comes into view', () => {
  it('loads nothing until it nears the viewport, then loads once', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const area = deferredArea(load);
    area.attach(areaElement());
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.instances[0].options?.rootMargin).toBe('300px 0px');

    FakeObserver.instances[0].enter();
    await expect(area.ready).resolves.toBe('module');
    FakeObserver.instances[0].enter();
    area.open();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });

  it('holds a click made before it hydrated, loads at once and replays the click after', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const area = deferredArea(load);
    const element = areaElement();
    area.attach(element);
    const button = element.querySelector('button') as HTMLButtonElement;
    const seen = jest.fn();
    button.addEventListener('click', seen);

    button.click();
    expect(seen).not.toHaveBeenCalled();
    await area.ready;
    expect(load).toHaveBeenCalledTimes(1);

    area.hydrated();
    expect(seen).toHaveBeenCalledTimes(1);
    // Live now: clicks reach the element directly.
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('holds a form submission (it would otherwise submit natively) and submits it again', async () => {
    const area = deferredArea(() => Promise.resolve('module'));
    const element = areaElement();
    area.attach(element);
    const form = element.querySelector('form') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    // jsdom does not implement requestSubmit's default action; the event is what counts here.
    form.requestSubmit = () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };

    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();

    await area.ready;
    area.hydrated();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('lets a link navigate natively, and starts loading', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const area = deferredArea(load);
    const element = areaElement();
    area.attach(element);
    const link = element.querySelector('a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    const reached = jest.fn();
    element.addEventListener('click', reached);

    link.dispatchEvent(click);
    expect(reached).toHaveBeenCalledTimes(1);
    await area.ready;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks outside it and after it unmounted alone', async () => {
    const area = deferredArea(() => Promise.resolve('module'));
    const element = areaElement();
    area.attach(element);
    const outside = document.createElement('button');
    document.body.append(outside);
    const outsideClick = jest.fn();
    outside.addEventListener('click', outsideClick);
    outside.click();
    expect(outsideClick).toHaveBeenCalledTimes(1);

    area.attach(null);
    expect(FakeObserver.instances[0].disconnected).toBe(true);
    const button = element.querySelector('button') as HTMLButtonElement;
    const seen = jest.fn();
    button.addEventListener('click', seen);
    button.click();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects ready (the area shows its error fallback)', async () => {
    const area = deferredArea(() => Promise.reject(new Error('remote down')));
    area.open();
    await expect(area.ready).rejects.toThrow('remote down');
  });
});
