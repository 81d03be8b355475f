export * from './routeHead';
