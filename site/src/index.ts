export { createPageRenderer } from './renderServerPage';
