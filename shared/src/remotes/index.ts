export * from './contract';
export * from './integrity';
