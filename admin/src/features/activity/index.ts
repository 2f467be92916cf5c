export { ActivityButton } from './activity-button.tsx';
