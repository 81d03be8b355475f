export * from './routeTable';
