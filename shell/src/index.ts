// Load the app asynchronously so Module Federation can negotiate shared singletons first.
//
// The largest libraries are evaluated first, each in a task of its own, with a turn for the
// browser in between: evaluating the whole app in one task blocked a phone for 250 ms and more
// (Lighthouse's blocking time). Nothing runs twice: the
// app's own imports then find these modules already evaluated.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The libraries (and the kit) the app's first module needs, largest first. */
const stages = [
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('react-redux'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  () => import('@sweepscout/kit'),
];

async function start() {
  // When the app began, for the tests that check it began after the first view was painted.
  performance.mark('sweepscout:app-start');
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  // The libraries are evaluated: what follows is the app's own start and the page's remote
  // modules (bench/dead-window.mjs prints the two parts of the window apart).
  performance.mark('sweepscout:libraries-ready');
  await import('./bootstrap');
}

void start();
