export { Textarea, type TextareaProps, textareaVariants } from './textarea.tsx';
