export * from './toastStore';
