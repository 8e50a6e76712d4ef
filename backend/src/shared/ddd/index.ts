export * from './domain-error';
export * from './clean-text';
