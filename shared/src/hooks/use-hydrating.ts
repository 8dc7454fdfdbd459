// The hook lives with the store module, the one place that reads an outside value into React.
export { useHydrating } from '../store';
