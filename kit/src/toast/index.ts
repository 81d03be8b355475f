export * from './toastStore';
export * from './Toaster';
