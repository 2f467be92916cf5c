// The package's only public entry (house style 3): apps import from '@commerce/ui'.
export { Button, type ButtonProps, buttonVariants } from './components/button/index.ts';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner/index.ts';
export { cn } from './lib/cn.ts';
