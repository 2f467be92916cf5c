export { ToggleSwitch, type ToggleSwitchProps, toggleSwitchVariants } from './toggle-switch.tsx';
