export * from './glossaryStore';
export * from './glossaryText';
export * from './Glossary';
